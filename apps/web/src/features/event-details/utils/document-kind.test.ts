import { describe, expect, it } from "vitest";
import {
  documentIconKind,
  getDocumentPreviewKind,
  getFileExtension,
  hasSupportedExtension,
} from "./document-kind";

describe("documentIconKind", () => {
  it.each([
    // The extension is read in any case.
    ["agenda.pdf", "pdf"],
    ["AGENDA.PDF", "pdf"],
    ["minutes.doc", "word"],
    ["minutes.final.DOCX", "word"],
    ["a.jpg", "image"],
    ["b.jpeg", "image"],
    ["c.png", "image"],
    ["d.gif", "image"],
    ["e.WEBP", "image"],
    // Anything else, a bare or empty extension included.
    ["notes.txt", "other"],
    ["pdf", "other"],
    ["archive.pdf.zip", "other"],
    ["trailing.", "other"],
    ["", "other"],
  ])("chooses for '%s' the %s icon", (name, kind) => {
    expect(documentIconKind(name)).toBe(kind);
  });
});

describe("getFileExtension and hasSupportedExtension", () => {
  it("reads the last extension in lower case", () => {
    expect(getFileExtension("Report.Final.PDF")).toBe("pdf");
    expect(getFileExtension(".hidden")).toBe("");
  });

  it("accepts exactly the contract's extensions", () => {
    expect(hasSupportedExtension("photo.JPEG")).toBe(true);
    expect(hasSupportedExtension("sheet.xlsx")).toBe(false);
    expect(hasSupportedExtension("noextension")).toBe(false);
  });
});

describe("getDocumentPreviewKind", () => {
  it.each([
    // The content type is trusted first.
    ["application/pdf", "renamed.png", "pdf"],
    ["image/webp", "photo.webp", "image"],
    ["application/msword", "minutes.pdf", "none"],
    // An image type outside the allowed list is never rendered.
    ["image/svg+xml", "drawing.png", "none"],
    // With no type known, the name decides.
    ["", "agenda.pdf", "pdf"],
    ["application/octet-stream", "photo.jpg", "image"],
    ["", "minutes.docx", "none"],
  ])("previews type '%s' named '%s' as %s", (type, name, kind) => {
    expect(getDocumentPreviewKind(type, name)).toBe(kind);
  });
});

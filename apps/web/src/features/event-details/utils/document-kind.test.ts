import { describe, expect, it } from "vitest";
import {
  documentIconKind,
  getDocumentPreviewKind,
  getFileExtension,
  hasSupportedExtension,
} from "./document-kind";

describe("documentIconKind", () => {
  it("chooses the PDF icon for .pdf in any case", () => {
    expect(documentIconKind("agenda.pdf")).toBe("pdf");
    expect(documentIconKind("AGENDA.PDF")).toBe("pdf");
  });

  it("chooses the Word icon for .doc and .docx", () => {
    expect(documentIconKind("minutes.doc")).toBe("word");
    expect(documentIconKind("minutes.final.DOCX")).toBe("word");
  });

  it("chooses the image icon for jpg, jpeg, png, gif and webp", () => {
    for (const name of ["a.jpg", "b.jpeg", "c.png", "d.gif", "e.WEBP"]) {
      expect(documentIconKind(name)).toBe("image");
    }
  });

  it("chooses the other icon for anything else", () => {
    expect(documentIconKind("notes.txt")).toBe("other");
    expect(documentIconKind("pdf")).toBe("other");
    expect(documentIconKind("archive.pdf.zip")).toBe("other");
    expect(documentIconKind("trailing.")).toBe("other");
    expect(documentIconKind("")).toBe("other");
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
  it("trusts the content type first", () => {
    expect(getDocumentPreviewKind("application/pdf", "renamed.png")).toBe("pdf");
    expect(getDocumentPreviewKind("image/webp", "photo.webp")).toBe("image");
    expect(getDocumentPreviewKind("application/msword", "minutes.pdf")).toBe("none");
  });

  it("never renders an image type outside the allowed list", () => {
    expect(getDocumentPreviewKind("image/svg+xml", "drawing.png")).toBe("none");
  });

  it("falls back to the name when no type is known", () => {
    expect(getDocumentPreviewKind("", "agenda.pdf")).toBe("pdf");
    expect(getDocumentPreviewKind("application/octet-stream", "photo.jpg")).toBe("image");
    expect(getDocumentPreviewKind("", "minutes.docx")).toBe("none");
  });
});

import { SESSION_DOCUMENT_FILE_RULE } from "@events/contract";
import { describe, expect, it } from "vitest";
import { getSessionDocumentError } from "./document-rules";

function fileOf(name: string, size: number): File {
  const file = new File(["x"], name);
  Object.defineProperty(file, "size", { value: size });
  return file;
}

describe("getSessionDocumentError", () => {
  it("accepts the supported extensions up to 16 MB", () => {
    expect(getSessionDocumentError(fileOf("Agenda.PDF", 10))).toBeUndefined();
    expect(
      getSessionDocumentError(fileOf("slides.pptx", SESSION_DOCUMENT_FILE_RULE.maxBytes)),
    ).toBeUndefined();
  });

  it("refuses other extensions and larger files", () => {
    expect(getSessionDocumentError(fileOf("run.exe", 10))).toBe(
      SESSION_DOCUMENT_FILE_RULE.typeMessage,
    );
    expect(getSessionDocumentError(fileOf("noextension", 10))).toBe(
      SESSION_DOCUMENT_FILE_RULE.typeMessage,
    );
    expect(
      getSessionDocumentError(fileOf("big.pdf", SESSION_DOCUMENT_FILE_RULE.maxBytes + 1)),
    ).toBe("Document size should be less than 16MB");
  });
});

import type { FileRule } from "@events/contract";
import { acceptsTypeNamedByExtension } from "./documents.js";
import type { UploadRule } from "./upload-types.js";

/** A contract rule for files anyone may fetch, such as images: served at /media/<folder>/<name>. */
export function publicUpload(rule: FileRule, folder: string): UploadRule {
  return { ...rule, folder, access: "public" };
}

/**
 * A contract rule for private documents, kept under uploads/private/<folder> and sent only by
 * routes that check the caller; the content decides the type, which the name's extension must name.
 */
export function privateDocumentUpload(
  rule: FileRule & Required<Pick<FileRule, "mimeTypeByExtension">>,
  folder: string,
): UploadRule {
  return {
    ...rule,
    folder,
    access: "private",
    isTypeAccepted: acceptsTypeNamedByExtension(rule.mimeTypeByExtension),
  };
}

import { SESSION_DOCUMENT_FILE_RULE, SESSION_IMAGE_FILE_RULE } from "@events/contract";
import { acceptsTypeNamedByExtension } from "../../files/documents.js";
import type { UploadRule } from "../../files/upload-store.js";

export const SESSION_IMAGE_UPLOAD: UploadRule = {
  ...SESSION_IMAGE_FILE_RULE,
  folder: "session-images",
  access: "public",
};

/**
 * Content decides the type: .xls and .ppt are CFB containers that files/file-types.ts names by
 * extension, as CFB cannot tell them apart; .docx, .xlsx and .pptx are zips whose
 * [Content_Types].xml file-type reads; .txt is checked to the last byte.
 */
export const SESSION_DOCUMENT_UPLOAD: UploadRule = {
  ...SESSION_DOCUMENT_FILE_RULE,
  folder: "session-documents",
  access: "private",
  isTypeAccepted: acceptsTypeNamedByExtension(SESSION_DOCUMENT_FILE_RULE.mimeTypeByExtension),
};

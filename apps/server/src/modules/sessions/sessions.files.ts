import { SESSION_DOCUMENT_FILE_RULE, SESSION_IMAGE_FILE_RULE } from "@events/contract";
import { privateDocumentUpload, publicUpload } from "../../files/upload-rules.js";

export const SESSION_IMAGE_UPLOAD = publicUpload(SESSION_IMAGE_FILE_RULE, "session-images");

/**
 * Content decides the type: .xls and .ppt are CFB containers that files/file-types.ts names by
 * extension, as CFB cannot tell them apart; .docx, .xlsx and .pptx are zips whose
 * [Content_Types].xml file-type reads; .txt is checked to the last byte.
 */
export const SESSION_DOCUMENT_UPLOAD = privateDocumentUpload(
  SESSION_DOCUMENT_FILE_RULE,
  "session-documents",
);

import { SESSION_DOCUMENT_FILE_RULE, SESSION_IMAGE_FILE_RULE } from "@events/contract";
import { acceptsTypeNamedByExtension } from "../../files/documents.js";
import type { UploadRule } from "../../files/upload-store.js";

type DocumentExtension = (typeof SESSION_DOCUMENT_FILE_RULE.extensions)[number];
type DocumentMimeType = (typeof SESSION_DOCUMENT_FILE_RULE.mimeTypes)[number];

/**
 * The one type each accepted extension may hold; content and name must agree. Content decides:
 * .xls and .ppt are old Office (CFB) containers like .doc (files/file-types.ts names them by
 * extension, as CFB cannot tell them apart); .docx, .xlsx and .pptx are zips whose
 * [Content_Types].xml file-type reads; .txt is UTF-8 without NUL bytes, checked to the last byte.
 */
const MIME_TYPE_BY_EXTENSION: Record<DocumentExtension, DocumentMimeType> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  ".ppt": "application/vnd.ms-powerpoint",
  ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  ".txt": "text/plain",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

export const SESSION_IMAGE_UPLOAD: UploadRule = {
  ...SESSION_IMAGE_FILE_RULE,
  folder: "session-images",
  access: "public",
};

export const SESSION_DOCUMENT_UPLOAD: UploadRule = {
  ...SESSION_DOCUMENT_FILE_RULE,
  folder: "session-documents",
  access: "private",
  isTypeAccepted: acceptsTypeNamedByExtension(MIME_TYPE_BY_EXTENSION),
};

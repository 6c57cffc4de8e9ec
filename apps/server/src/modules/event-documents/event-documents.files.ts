import { EVENT_DOCUMENT_FILE_RULE } from "@events/contract";
import { acceptsTypeNamedByExtension } from "../../files/documents.js";
import type { UploadRule } from "../../files/upload-store.js";

type DocumentExtension = (typeof EVENT_DOCUMENT_FILE_RULE.extensions)[number];
type DocumentMimeType = (typeof EVENT_DOCUMENT_FILE_RULE.mimeTypes)[number];

/** The one type each accepted extension may hold; content and name must agree. */
const MIME_TYPE_BY_EXTENSION: Record<DocumentExtension, DocumentMimeType> = {
  ".pdf": "application/pdf",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".png": "image/png",
  ".gif": "image/gif",
  ".webp": "image/webp",
};

export const EVENT_DOCUMENT_UPLOAD: UploadRule = {
  ...EVENT_DOCUMENT_FILE_RULE,
  folder: "event-documents",
  access: "private",
  isTypeAccepted: acceptsTypeNamedByExtension(MIME_TYPE_BY_EXTENSION),
};

import {
  DOCUMENT_MESSAGES,
  type EVENT_DOCUMENT_EXTENSIONS,
  EVENT_DOCUMENT_MIME_TYPES,
  MAX_EVENT_DOCUMENT_BYTES,
} from "@events/contract";
import { acceptsTypeNamedByExtension } from "../../files/documents.js";
import type { UploadRule } from "../../files/upload-store.js";

type DocumentExtension = (typeof EVENT_DOCUMENT_EXTENSIONS)[number];
type DocumentMimeType = (typeof EVENT_DOCUMENT_MIME_TYPES)[number];

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
  folder: "event-documents",
  access: "private",
  allowedTypes: EVENT_DOCUMENT_MIME_TYPES,
  maxBytes: MAX_EVENT_DOCUMENT_BYTES,
  typeMessage: DOCUMENT_MESSAGES.unsupportedType,
  sizeMessage: DOCUMENT_MESSAGES.tooLarge,
  isTypeAccepted: acceptsTypeNamedByExtension(MIME_TYPE_BY_EXTENSION),
};

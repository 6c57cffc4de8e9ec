import path from "node:path";
import {
  DOCUMENT_MESSAGES,
  type EVENT_DOCUMENT_EXTENSIONS,
  EVENT_DOCUMENT_MIME_TYPES,
  MAX_EVENT_DOCUMENT_BYTES,
} from "@events/contract";
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

/** Long enough for any real name, short enough for a file system and a header. */
export const MAX_DOCUMENT_FILENAME_LENGTH = 200;

const FALLBACK_FILENAME = "document";

/**
 * The sender's file name made safe to keep and show: no folders (either slash), no control or
 * bidirectional-override characters, Unicode kept (NFC), at most MAX_DOCUMENT_FILENAME_LENGTH
 * characters with the extension preserved.
 */
export function cleanDocumentFilename(filename: string): string {
  const base = filename.split(/[/\\]/).pop() ?? "";
  const cleaned = base
    .normalize("NFC")
    .replace(/\s+/gu, " ")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim();
  const characters = [...cleaned];
  if (characters.length === 0 || cleaned === "." || cleaned === "..") return FALLBACK_FILENAME;
  if (characters.length <= MAX_DOCUMENT_FILENAME_LENGTH) return cleaned;
  const extension = [...path.extname(cleaned)];
  const keep = extension.length < 20 ? extension : [];
  return (
    characters
      .slice(0, MAX_DOCUMENT_FILENAME_LENGTH - keep.length)
      .join("")
      .trimEnd() + keep.join("")
  );
}

/** Whether the name's extension is one we accept and names the type the content has. */
export function isDocumentTypeAccepted(mimeType: string, filename: string): boolean {
  const extension = path.extname(cleanDocumentFilename(filename)).toLowerCase();
  return (
    Object.hasOwn(MIME_TYPE_BY_EXTENSION, extension) &&
    MIME_TYPE_BY_EXTENSION[extension as DocumentExtension] === mimeType
  );
}

export const EVENT_DOCUMENT_UPLOAD: UploadRule = {
  folder: "event-documents",
  access: "private",
  allowedTypes: EVENT_DOCUMENT_MIME_TYPES,
  maxBytes: MAX_EVENT_DOCUMENT_BYTES,
  typeMessage: DOCUMENT_MESSAGES.unsupportedType,
  sizeMessage: DOCUMENT_MESSAGES.tooLarge,
  isTypeAccepted: isDocumentTypeAccepted,
};

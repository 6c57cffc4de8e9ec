import path from "node:path";
import type { Readable } from "node:stream";
import { assertCanManageEvent } from "../access/access-kernel.js";
import type { Caller } from "../access/caller.js";
import type { EventAccess } from "../access/event-rows.js";
import type { HttpError } from "../errors.js";
import type { FileRemovalDependencies } from "./remove-unused-files.js";
import type { StoredUpload, UploadStore } from "./upload-store.js";

/** What a service that keeps private documents needs: removing their files, and opening them. */
export interface DocumentFilesDependencies extends FileRemovalDependencies {
  uploadStore: Pick<UploadStore, "removeStoredFile" | "openStoredFile">;
}

/** What a service that only reads private documents needs. */
export interface DocumentReadingDependencies {
  uploadStore: Pick<UploadStore, "openStoredFile">;
  logger: FileRemovalDependencies["logger"];
}

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

/**
 * An UploadRule's isTypeAccepted for documents: the name's extension must be one of those listed
 * and name the type the content has (".pdf" holding a PDF, never a PNG or a program).
 */
export function acceptsTypeNamedByExtension(
  mimeTypeByExtension: Readonly<Record<string, string>>,
): (mimeType: string, filename: string) => boolean {
  return (mimeType, filename) => {
    const extension = path.extname(cleanDocumentFilename(filename)).toLowerCase();
    return (
      Object.hasOwn(mimeTypeByExtension, extension) && mimeTypeByExtension[extension] === mimeType
    );
  };
}

/** The columns every document row takes from its stored upload. */
export function documentColumnsOf(upload: StoredUpload, uploadedBy: string) {
  return {
    original_filename: cleanDocumentFilename(upload.originalFilename),
    storage_key: upload.storageKey,
    file_type: upload.mimeType,
    file_size: upload.size,
    uploaded_by: uploadedBy,
  };
}

/** A private document's file, ready to be sent. */
export interface DocumentFile {
  stream: Readable;
  size: number;
  /** Decided from the content when it was uploaded. */
  mimeType: string;
  /** The cleaned original name, for Content-Disposition. */
  filename: string;
}

/** A document row with the event it belongs to. */
export interface DocumentWithEvent {
  document: { id: string; storage_key: string; file_type: string; original_filename: string };
  event: EventAccess;
}

/**
 * The file of a document, ready to send, for a caller who may manage its event. A document that
 * does not exist, that the caller may not see, or whose file is missing (logged as
 * `missingMessage`) answers documentNotFound.
 */
export async function openDocumentOfEvent(
  { uploadStore, logger }: DocumentFilesDependencies,
  caller: Caller,
  found: DocumentWithEvent | undefined,
  documentNotFound: () => HttpError,
  missingMessage: string,
): Promise<DocumentFile> {
  if (!found) throw documentNotFound();
  assertCanManageEvent(caller, found.event, documentNotFound);
  return openDocumentFile(
    { uploadStore, logger },
    found.document,
    documentNotFound,
    missingMessage,
  );
}

/**
 * The file of a document the caller was found to reach, ready to send; a file that is missing
 * (logged as `missingMessage`) answers documentNotFound.
 */
export async function openDocumentFile(
  { uploadStore, logger }: DocumentReadingDependencies,
  document: DocumentWithEvent["document"],
  documentNotFound: () => HttpError,
  missingMessage: string,
): Promise<DocumentFile> {
  const file = await uploadStore.openStoredFile(document.storage_key);
  if (!file) {
    logger.error({ documentId: document.id }, missingMessage);
    throw documentNotFound();
  }
  return {
    stream: file.stream,
    size: file.size,
    mimeType: document.file_type,
    filename: document.original_filename,
  };
}

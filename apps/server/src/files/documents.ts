import { type FileHandle, open } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import type { DocumentFile } from "../http/document-response.js";
import type { StoredUpload, UploadStore } from "./upload-store.js";

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

/** A stored file opened for streaming. */
export interface OpenedFile {
  stream: Readable;
  size: number;
}

/** Opens a stored file by its storage key; undefined when the file is missing on disk. */
export async function openStoredFile(
  uploadStore: Pick<UploadStore, "resolveStoredFile">,
  storageKey: string,
): Promise<OpenedFile | undefined> {
  const storedPath = uploadStore.resolveStoredFile(storageKey);
  if (!storedPath) return undefined;
  let file: FileHandle;
  try {
    file = await open(storedPath, "r");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  try {
    // Size and stream from one open file, so a delete meanwhile cannot make them disagree.
    const { size } = await file.stat();
    return { stream: file.createReadStream(), size };
  } catch (error) {
    await file.close();
    throw error;
  }
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

/** A document row's file, ready to send; undefined when the file is missing on disk. */
export async function openDocumentFile(
  uploadStore: Pick<UploadStore, "resolveStoredFile">,
  document: { storage_key: string; file_type: string; original_filename: string },
): Promise<DocumentFile | undefined> {
  const file = await openStoredFile(uploadStore, document.storage_key);
  return file && { ...file, mimeType: document.file_type, filename: document.original_filename };
}

// The shapes the upload store, the multipart reader and the file writer share; kept apart so
// those three depend on this file rather than on each other.
import type { FileRule } from "@events/contract";

/**
 * What a caller accepts for one file field: the contract's rule (types, limit, the 415 and 413
 * messages) and where the server keeps such files.
 */
export interface UploadRule extends FileRule {
  /** Folder under uploads, for example "profile-images" or "event-logos". */
  folder: string;
  /** public: served at /media/<folder>/<name>; private: under uploads/private, never at /media. */
  access: "public" | "private";
  /**
   * A further check of the type decided by content against the sender's file name (for example
   * that the extension names that type); false answers 415 with typeMessage.
   */
  isTypeAccepted?: (mimeType: string, originalFilename: string) => boolean;
}

export interface MultipartFormOptions {
  /**
   * Runs before a file part is stored, with the text fields that came before it; throwing
   * refuses the request with that error (the file is read and thrown away, never stored).
   */
  beforeFile?: (fields: Readonly<Record<string, string>>, fieldName: string) => Promise<void>;
}

export interface StoredUpload {
  fieldName: string;
  /** Where the file store keeps it, for example "private/event-documents/<uuid>.pdf". */
  storageKey: string;
  /** "/media/<folder>/<name>" for public uploads; null for private ones. */
  mediaPath: string | null;
  /** Decided by content. */
  mimeType: string;
  size: number;
  /** As the sender named it; only metadata. */
  originalFilename: string;
}

export interface MultipartForm {
  /** Text fields; a JSON part (content type application/json) is kept as its JSON text. */
  fields: Record<string, string>;
  /** Stored files by field name; at most one per field. */
  files: Partial<Record<string, StoredUpload>>;
}

import type { Readable } from "node:stream";

/**
 * Where uploaded files live: a folder on this server's disk, or an S3-compatible bucket that
 * several servers share. Files are named by keys such as "event-logos/<uuid>.png" or
 * "private/event-documents/<uuid>.pdf"; the rows keep those keys, whichever store holds them.
 */
export interface FileStore {
  readonly kind: "disk" | "s3";
  /**
   * Starts writing a new file. Nothing is seen at the key (by open or list) until finish()
   * resolves; abort() leaves nothing behind.
   */
  createWriter(key: string, mimeType: string): FileWriter;
  /** The file at key, ready to stream; undefined when there is none. */
  open(key: string): Promise<StoredFile | undefined>;
  /** Removes the file at key; a missing file is no error. */
  remove(key: string): Promise<void>;
  /** Every finished file, in no particular order. */
  list(): AsyncIterable<ListedFile>;
  /** Files of uploads that never finished (a server killed mid-upload), for the sweep. */
  listUnfinished(): AsyncIterable<UnfinishedFile>;
  /** Throws unless the store answers and this server may write to it. */
  checkReachable(): Promise<void>;
  /** Lets go of connections; the store is not used after. */
  close(): void;
}

export interface FileWriter {
  /** Resolves once the chunk is taken: at most one chunk waits, however fast the sender is. */
  write(chunk: Buffer): Promise<void>;
  finish(): Promise<void>;
  abort(): Promise<void>;
}

export interface StoredFile {
  stream: Readable;
  size: number;
  /** As given when written, when the store keeps it (S3 does; the disk decides by name). */
  mimeType?: string;
  lastModified?: Date;
  etag?: string;
}

export interface ListedFile {
  key: string;
  lastModified: Date;
}

export interface UnfinishedFile {
  /** How the store names it, for the log. */
  name: string;
  lastModified: Date;
  remove(): Promise<void>;
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

/**
 * True for keys this server makes: "/"-separated segments of letters, digits, "-", "_" and ".",
 * none starting with a dot. So no key climbs out of a folder ("..") or names a file still being
 * written on disk (a dot name), whichever store it is given to.
 */
export function isStorageKey(key: string): boolean {
  const segments = key.split("/");
  return segments.length >= 2 && segments.every((segment) => KEY_SEGMENT.test(segment));
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Refusing to touch ${key}: it is not a storage key`);
}

import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import { Readable } from "node:stream";

/** Real, tiny images (1×1 pixel), as a browser would upload them. */
export const TEST_IMAGES = {
  png: Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    "base64",
  ),
  gif: Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"),
  webp: Buffer.from("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==", "base64"),
  jpeg: Buffer.from(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
    "base64",
  ),
} as const;

/** A PNG of the given size: a real PNG header followed by filler, enough for type detection. */
export function pngOfSize(bytes: number): Buffer {
  const image = Buffer.alloc(bytes, 0x20);
  TEST_IMAGES.png.copy(image, 0, 0, Math.min(bytes, TEST_IMAGES.png.length));
  return image;
}

export interface MultipartFilePart {
  field: string;
  filename: string;
  /** The bytes, or chunks produced while sending (for files too large to hold in memory). */
  content: Buffer | Iterable<Buffer>;
  contentType?: string;
}

export interface MultipartBody {
  /** A stream of small chunks, as a slow client would send it. */
  payload: Readable;
  headers: Record<string, string>;
}

const CHUNK_BYTES = 64 * 1024;

function* chunksOf(parts: (Buffer | Iterable<Buffer>)[]): Generator<Buffer> {
  for (const part of parts) {
    if (!Buffer.isBuffer(part)) {
      yield* part;
      continue;
    }
    for (let offset = 0; offset < part.length; offset += CHUNK_BYTES) {
      yield part.subarray(offset, offset + CHUNK_BYTES);
    }
  }
}

/**
 * A PNG of the given size as chunks made while it is sent: a real PNG header, then one reused
 * buffer of filler, so even 100 MB never sits in memory.
 */
export function* streamPngOfSize(bytes: number): Generator<Buffer> {
  const head = TEST_IMAGES.png.subarray(0, Math.min(bytes, TEST_IMAGES.png.length));
  yield head;
  const filler = Buffer.alloc(CHUNK_BYTES, 0x20);
  for (let remaining = bytes - head.length; remaining > 0; remaining -= CHUNK_BYTES) {
    yield filler.subarray(0, Math.min(remaining, CHUNK_BYTES));
  }
}

/** multipart/form-data as a browser's FormData sends it: text fields first, then files. */
export function buildMultipart(
  fields: Record<string, string>,
  files: MultipartFilePart[] = [],
): MultipartBody {
  const boundary = `----test${randomBytes(8).toString("hex")}`;
  const buffers: (Buffer | Iterable<Buffer>)[] = [];
  for (const [name, value] of Object.entries(fields)) {
    buffers.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const file of files) {
    buffers.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType ?? "application/octet-stream"}\r\n\r\n`,
      ),
      file.content,
      Buffer.from("\r\n"),
    );
  }
  buffers.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Readable.from(chunksOf(buffers)),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

/** Names of the files in a folder; a folder that does not exist holds none. */
export async function listFiles(folder: string): Promise<string[]> {
  try {
    return await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

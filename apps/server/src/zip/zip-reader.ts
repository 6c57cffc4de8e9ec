import { createInflateRaw } from "node:zlib";
import {
  CENTRAL_DIRECTORY_ENTRY,
  DEFLATED,
  END_OF_CENTRAL_DIRECTORY,
  LOCAL_HEADER,
  STORED,
  ZIP64_MARKER,
} from "./zip-format.js";

/** The size of the chunks readZipEntry yields (the last one of an entry may be shorter). */
export const CHUNK_BYTES = 64 * 1024;

/** One file of a zip, as its central directory lists it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; others are not read. */
  method: number;
  compressedSize: number;
  /** What the directory says the entry unpacks to; reading it never yields more. */
  declaredSize: number;
  localHeaderOffset: number;
}

/** The zip is not what its directory says: reading stopped. */
export class BrokenZipError extends Error {}

/**
 * The entries of a zip in its central directory's order, or undefined when the directory cannot
 * be read or uses ZIP64 (sizes past 4 GB). Nothing is inflated: a caller can refuse a small file
 * that claims to unpack to gigabytes before reading any of it.
 */
export function readZipDirectory(zip: Buffer): ZipEntry[] | undefined {
  const endRecord = END_OF_CENTRAL_DIRECTORY;
  const searchFrom = Math.max(0, zip.length - endRecord.length - endRecord.maxCommentLength);
  let end = -1;
  for (let offset = zip.length - endRecord.length; offset >= searchFrom; offset -= 1) {
    if (zip.readUInt32LE(offset) === endRecord.signature) {
      end = offset;
      break;
    }
  }
  if (end < 0) return undefined;
  const entryCount = zip.readUInt16LE(end + endRecord.at.entries);
  let offset = zip.readUInt32LE(end + endRecord.at.directoryOffset);
  const { at } = CENTRAL_DIRECTORY_ENTRY;
  const entries: ZipEntry[] = [];
  for (let index = 0; index < entryCount; index += 1) {
    if (
      offset + CENTRAL_DIRECTORY_ENTRY.length > zip.length ||
      zip.readUInt32LE(offset) !== CENTRAL_DIRECTORY_ENTRY.signature
    ) {
      return undefined;
    }
    const compressedSize = zip.readUInt32LE(offset + at.compressedSize);
    const declaredSize = zip.readUInt32LE(offset + at.size);
    const localHeaderOffset = zip.readUInt32LE(offset + at.localHeaderOffset);
    if ([compressedSize, declaredSize, localHeaderOffset].includes(ZIP64_MARKER)) return undefined;
    const nameLength = zip.readUInt16LE(offset + at.nameLength);
    const nameStart = offset + CENTRAL_DIRECTORY_ENTRY.length;
    entries.push({
      name: zip.toString("utf8", nameStart, Math.min(nameStart + nameLength, zip.length)),
      method: zip.readUInt16LE(offset + at.method),
      compressedSize,
      declaredSize,
      localHeaderOffset,
    });
    offset =
      nameStart +
      nameLength +
      zip.readUInt16LE(offset + at.extraLength) +
      zip.readUInt16LE(offset + at.commentLength);
  }
  return entries;
}

/** The entry's bytes as they are stored in the zip, after its local header. */
export function packedBytes(zip: Buffer, entry: ZipEntry): Buffer {
  const header = entry.localHeaderOffset;
  if (
    header + LOCAL_HEADER.length > zip.length ||
    zip.readUInt32LE(header) !== LOCAL_HEADER.signature
  ) {
    throw new BrokenZipError(`${entry.name}: no local header`);
  }
  // The local header's own name and extra field lengths, which may differ from the directory's.
  const start =
    header +
    LOCAL_HEADER.length +
    zip.readUInt16LE(header + LOCAL_HEADER.at.nameLength) +
    zip.readUInt16LE(header + LOCAL_HEADER.at.extraLength);
  if (start + entry.compressedSize > zip.length) {
    throw new BrokenZipError(`${entry.name}: past the end of the file`);
  }
  return zip.subarray(start, start + entry.compressedSize);
}

/**
 * The entry's contents, chunk by chunk as they inflate, never more than the directory declares:
 * a part that inflates past its declared size stops with BrokenZipError after that many bytes,
 * so the directory's sizes (which a caller checks first) bound what is actually unpacked, and a
 * file that lies about them costs no more than one that tells the truth.
 */
export async function* readZipEntry(zip: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const packed = packedBytes(zip, entry);
  const tooLarge = () =>
    new BrokenZipError(
      `${entry.name}: unpacks to more than its declared ${entry.declaredSize} bytes`,
    );
  if (entry.method === STORED) {
    if (packed.length > entry.declaredSize) throw tooLarge();
    for (let offset = 0; offset < packed.length; offset += CHUNK_BYTES) {
      yield packed.subarray(offset, offset + CHUNK_BYTES);
    }
    return;
  }
  if (entry.method !== DEFLATED) {
    throw new BrokenZipError(`${entry.name}: compression method ${entry.method}`);
  }
  const inflater = createInflateRaw({ chunkSize: CHUNK_BYTES });
  inflater.end(packed);
  let unpacked = 0;
  try {
    // The inflater works only as far as its output is read, so an entry that stops early is
    // never inflated further.
    for await (const chunk of inflater) {
      unpacked += (chunk as Buffer).length;
      if (unpacked > entry.declaredSize) throw tooLarge();
      yield chunk as Buffer;
    }
  } catch (error) {
    if (error instanceof BrokenZipError) throw error;
    throw new BrokenZipError(`${entry.name}: ${error instanceof Error ? error.message : error}`);
  } finally {
    inflater.destroy();
  }
}

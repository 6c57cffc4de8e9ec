import { Readable } from "node:stream";
import { crc32 } from "node:zlib";
import {
  centralDirectoryEntry,
  dataDescriptor,
  type EntryFields,
  type EntrySums,
  endOfCentralDirectory,
  localHeader,
  STORED,
  ZIP64_MARKER,
} from "./zip-format.js";

/** One file of a zip being written: its name, and its bytes as they come. */
export interface ZipWriterEntry {
  name: string;
  content: Buffer | AsyncIterable<Buffer>;
}

// Bit 3: sizes and CRC follow the data, so an entry streams without being held; bit 11: UTF-8 names.
const FLAGS = 0x0808;
// 1 January 1980, 00:00, the earliest MS-DOS time: entries carry no time worth giving.
const DOS_DATE = 0x21;

interface WrittenEntry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

/** A stored entry's sums: it is as large in the zip as it unpacks. */
function storedSums({ crc, size }: { crc: number; size: number }): EntrySums {
  return { crc, compressedSize: size, size };
}

/** What both headers of a stored entry say of it: the local header's sums are 0, as they follow it. */
function storedFields(sums: EntrySums): EntryFields {
  return { flags: FLAGS, method: STORED, date: DOS_DATE, ...sums };
}

async function* chunksOf(content: ZipWriterEntry["content"]): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) yield content;
  else yield* content;
}

async function* zipChunks(entries: Iterable<ZipWriterEntry> | AsyncIterable<ZipWriterEntry>) {
  const written: WrittenEntry[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const header = localHeader(name, storedFields(storedSums({ crc: 0, size: 0 })));
    const done: WrittenEntry = { name, crc: 0, size: 0, offset };
    yield header;
    offset += header.length;
    for await (const chunk of chunksOf(entry.content)) {
      done.crc = crc32(chunk, done.crc);
      done.size += chunk.length;
      offset += chunk.length;
      yield chunk;
    }
    const descriptor = dataDescriptor(storedSums(done));
    yield descriptor;
    offset += descriptor.length;
    if (offset > ZIP64_MARKER) throw new Error("The zip would pass 4 GB, which needs ZIP64");
    written.push(done);
  }
  const directory = Buffer.concat(
    written.map((entry) =>
      centralDirectoryEntry(entry.name, storedFields(storedSums(entry)), entry.offset),
    ),
  );
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}

/**
 * A zip of the entries, stored (not compressed: the files it carries, images, are compressed
 * already), streamed as the entries' bytes come, each entry's CRC and size written after it.
 * Without ZIP64: it stops past 4 GB.
 */
export function writeZip(
  entries: Iterable<ZipWriterEntry> | AsyncIterable<ZipWriterEntry>,
): Readable {
  return Readable.from(zipChunks(entries));
}

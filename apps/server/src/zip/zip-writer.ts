import { pipeline, Readable } from "node:stream";
import { constants, crc32, createDeflateRaw } from "node:zlib";
import {
  centralDirectoryEntry,
  DATA_DESCRIPTOR,
  DEFLATED,
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
  /** Deflate it (text that shrinks); without it the entry is stored as it comes. */
  deflate?: boolean;
}

// Bit 3: sizes and CRC follow the data, so an entry streams without being held; bit 11: UTF-8 names.
const FLAGS = 0x0808;
// 1 January 1980, 00:00, the earliest MS-DOS time: entries carry no time worth giving.
const DOS_DATE = 0x21;

// The deflater's output pieces: a larger one means fewer chunks through the stream.
const DEFLATE_CHUNK_BYTES = 64 * 1024;

interface WrittenEntry extends EntrySums {
  name: Buffer;
  method: typeof STORED | typeof DEFLATED;
  offset: number;
}

/** What both headers of an entry say of it: the local header's sums are 0, as they follow it. */
function entryFields(method: number, sums: EntrySums): EntryFields {
  return { flags: FLAGS, method, date: DOS_DATE, ...sums };
}

async function* chunksOf(content: ZipWriterEntry["content"]): AsyncGenerator<Buffer> {
  if (Buffer.isBuffer(content)) yield content;
  else yield* content;
}

/** The entry's bytes as they come, its CRC and unpacked size counted into `done` on the way. */
async function* summedChunks(
  content: ZipWriterEntry["content"],
  done: WrittenEntry,
): AsyncGenerator<Buffer> {
  for await (const chunk of chunksOf(content)) {
    done.crc = crc32(chunk, done.crc);
    done.size += chunk.length;
    yield chunk;
  }
}

/**
 * The entry's bytes deflated as they come. The deflater takes more only as its output is read,
 * so a slow reader holds back the entry's source; an error in the source destroys the deflater
 * with it, and a reader that stops early destroys the deflater and, through the pipeline, ends
 * the source.
 */
function deflatedChunks(chunks: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  const deflater = createDeflateRaw({
    // XML of repeated tags shrinks nearly as far at the fastest level, for a fraction of the time.
    level: constants.Z_BEST_SPEED,
    chunkSize: DEFLATE_CHUNK_BYTES,
  });
  // The error reaches the reader through the deflater, which the pipeline destroys with it. Not
  // in object mode, so the source is read ahead by bytes, not by 16 chunks of any size.
  pipeline(Readable.from(chunks, { objectMode: false }), deflater, () => {});
  return deflater;
}

async function* zipChunks(entries: Iterable<ZipWriterEntry> | AsyncIterable<ZipWriterEntry>) {
  const written: WrittenEntry[] = [];
  let offset = 0;
  for await (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const method = entry.deflate ? DEFLATED : STORED;
    const done: WrittenEntry = { name, method, crc: 0, compressedSize: 0, size: 0, offset };
    const header = localHeader(name, entryFields(method, { crc: 0, compressedSize: 0, size: 0 }));
    yield header;
    offset += header.length;
    const summed = summedChunks(entry.content, done);
    for await (const chunk of entry.deflate ? deflatedChunks(summed) : summed) {
      done.compressedSize += chunk.length;
      offset += chunk.length;
      yield chunk;
    }
    // A deflated entry can unpack past 4 GB in a zip that stays below it.
    if (done.size > ZIP64_MARKER || offset + DATA_DESCRIPTOR.length > ZIP64_MARKER) {
      throw new Error("The zip would pass 4 GB, which needs ZIP64");
    }
    const descriptor = dataDescriptor(done);
    yield descriptor;
    offset += descriptor.length;
    written.push(done);
  }
  const directory = Buffer.concat(
    written.map((entry) =>
      centralDirectoryEntry(entry.name, entryFields(entry.method, entry), entry.offset),
    ),
  );
  yield directory;
  yield endOfCentralDirectory(written.length, directory.length, offset);
}

/**
 * A zip of the entries, each stored (images and other files compressed already) unless it asks
 * to be deflated, streamed as the entries' bytes come, each entry's CRC and sizes written after
 * it. Without ZIP64: it stops past 4 GB.
 */
export function writeZip(
  entries: Iterable<ZipWriterEntry> | AsyncIterable<ZipWriterEntry>,
): Readable {
  return Readable.from(zipChunks(entries));
}

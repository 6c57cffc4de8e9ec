import { Readable } from "node:stream";
import { crc32 } from "node:zlib";

/** One file of a zip being written: its name, and its bytes as they come. */
export interface ZipWriterEntry {
  name: string;
  content: Buffer | AsyncIterable<Buffer>;
}

const LOCAL_FILE_HEADER = 0x04034b50;
const DATA_DESCRIPTOR = 0x08074b50;
const CENTRAL_DIRECTORY_ENTRY = 0x02014b50;
const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
// Bit 3: sizes and CRC follow the data, so an entry streams without being held; bit 11: UTF-8 names.
const FLAGS = 0x0808;
const VERSION = 20;
// 1 January 1980, 00:00, the earliest MS-DOS time: entries carry no time worth giving.
const DOS_DATE = 0x21;
const MAX_ZIP_BYTES = 0xffffffff;

interface WrittenEntry {
  name: Buffer;
  crc: number;
  size: number;
  offset: number;
}

function localHeader(name: Buffer): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(LOCAL_FILE_HEADER, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(FLAGS, 6);
  header.writeUInt16LE(DOS_DATE, 12);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name]);
}

function dataDescriptor(entry: WrittenEntry): Buffer {
  const descriptor = Buffer.alloc(16);
  descriptor.writeUInt32LE(DATA_DESCRIPTOR, 0);
  descriptor.writeUInt32LE(entry.crc, 4);
  descriptor.writeUInt32LE(entry.size, 8);
  descriptor.writeUInt32LE(entry.size, 12);
  return descriptor;
}

function centralEntry(entry: WrittenEntry): Buffer {
  const header = Buffer.alloc(46);
  header.writeUInt32LE(CENTRAL_DIRECTORY_ENTRY, 0);
  header.writeUInt16LE(VERSION, 4);
  header.writeUInt16LE(VERSION, 6);
  header.writeUInt16LE(FLAGS, 8);
  header.writeUInt16LE(DOS_DATE, 14);
  header.writeUInt32LE(entry.crc, 16);
  header.writeUInt32LE(entry.size, 20);
  header.writeUInt32LE(entry.size, 24);
  header.writeUInt16LE(entry.name.length, 28);
  header.writeUInt32LE(entry.offset, 42);
  return Buffer.concat([header, entry.name]);
}

function endOfCentralDirectory(count: number, size: number, offset: number): Buffer {
  const end = Buffer.alloc(22);
  end.writeUInt32LE(END_OF_CENTRAL_DIRECTORY, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return end;
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
    const header = localHeader(name);
    const done: WrittenEntry = { name, crc: 0, size: 0, offset };
    yield header;
    offset += header.length;
    for await (const chunk of chunksOf(entry.content)) {
      done.crc = crc32(chunk, done.crc);
      done.size += chunk.length;
      offset += chunk.length;
      yield chunk;
    }
    const descriptor = dataDescriptor(done);
    yield descriptor;
    offset += descriptor.length;
    if (offset > MAX_ZIP_BYTES) throw new Error("The zip would pass 4 GB, which needs ZIP64");
    written.push(done);
  }
  const directory = Buffer.concat(written.map(centralEntry));
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

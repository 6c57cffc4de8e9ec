/**
 * The ZIP format (PKWARE's APPNOTE) as far as this server reads and writes it: each record's
 * signature, length and the places of its fields, little-endian. The zip reader (an XLSX import),
 * the zip writer (a person's data) and the tests' zips all read these, so a field stands in one
 * place only, and both writers build the records here.
 */

/**
 * A local header and a central directory entry carry the same fields in the same order, from a
 * different start in each: where each of them stands from `at`.
 */
function entryFieldsFrom(at: number) {
  return {
    versionNeeded: at,
    flags: at + 2,
    method: at + 4,
    time: at + 6,
    date: at + 8,
    crc: at + 10,
    compressedSize: at + 14,
    size: at + 18,
    nameLength: at + 22,
    extraLength: at + 24,
  };
}

/** Where the fields a local header and a central directory entry share stand in one of them. */
type EntryFieldPlaces = ReturnType<typeof entryFieldsFrom>;

/** Where an entry's CRC and sizes stand: in its headers, or in the data descriptor after it. */
interface SumPlaces {
  crc: number;
  compressedSize: number;
  size: number;
}

/** A record: its signature (its first 4 bytes) and its length before its name, extra and comment. */
interface RecordLayout {
  signature: number;
  length: number;
}

/** Before each entry's bytes; its name follows it. */
export const LOCAL_HEADER = {
  signature: 0x04034b50,
  length: 30,
  at: entryFieldsFrom(4),
} as const;

/** After an entry's bytes, when its flags say its CRC and sizes were not known before them. */
export const DATA_DESCRIPTOR = {
  signature: 0x08074b50,
  length: 16,
  at: { crc: 4, compressedSize: 8, size: 12 },
} as const;

/** One per entry in the directory at the end of the zip; its name, extra and comment follow it. */
export const CENTRAL_DIRECTORY_ENTRY = {
  signature: 0x02014b50,
  length: 46,
  at: {
    versionMadeBy: 4,
    ...entryFieldsFrom(6),
    commentLength: 32,
    localHeaderOffset: 42,
  },
} as const;

/** The last record: where the directory is; a comment of up to maxCommentLength bytes follows. */
export const END_OF_CENTRAL_DIRECTORY = {
  signature: 0x06054b50,
  length: 22,
  maxCommentLength: 0xffff,
  at: { entriesOnDisk: 8, entries: 10, directorySize: 12, directoryOffset: 16 },
} as const;

/** The compression methods read: none, and deflate. */
export const STORED = 0;
export const DEFLATED = 8;

/** 2.0, the version that reads stored and deflated entries. */
const ZIP_VERSION = 20;

/**
 * The largest a 4-byte size or offset holds; holding it, the field says the real value is in a
 * ZIP64 extra field, so a zip past it needs ZIP64.
 */
export const ZIP64_MARKER = 0xffffffff;

/** A record of `layout`'s length with its signature written and every field 0. */
function newRecord(layout: RecordLayout): Buffer {
  const record = Buffer.alloc(layout.length);
  record.writeUInt32LE(layout.signature, 0);
  return record;
}

/** An entry's CRC-32, its size as stored in the zip, and the size it unpacks to. */
export interface EntrySums {
  crc: number;
  compressedSize: number;
  size: number;
}

function writeSums(record: Buffer, at: SumPlaces, sums: EntrySums): void {
  record.writeUInt32LE(sums.crc, at.crc);
  record.writeUInt32LE(sums.compressedSize, at.compressedSize);
  record.writeUInt32LE(sums.size, at.size);
}

/** What a local header and a central directory entry both say of an entry, beside its name. */
export interface EntryFields extends EntrySums {
  flags: number;
  method: number;
  /** MS-DOS date; 0 where the entry carries none. */
  date: number;
}

function writeEntryFields(
  record: Buffer,
  at: EntryFieldPlaces,
  fields: EntryFields,
  name: Buffer,
): Buffer {
  record.writeUInt16LE(ZIP_VERSION, at.versionNeeded);
  record.writeUInt16LE(fields.flags, at.flags);
  record.writeUInt16LE(fields.method, at.method);
  record.writeUInt16LE(fields.date, at.date);
  writeSums(record, at, fields);
  record.writeUInt16LE(name.length, at.nameLength);
  return Buffer.concat([record, name]);
}

/** An entry's local header, its name included. */
export function localHeader(name: Buffer, fields: EntryFields): Buffer {
  return writeEntryFields(newRecord(LOCAL_HEADER), LOCAL_HEADER.at, fields, name);
}

/** The CRC and sizes of the entry just written, when its local header could not give them. */
export function dataDescriptor(sums: EntrySums): Buffer {
  const descriptor = newRecord(DATA_DESCRIPTOR);
  writeSums(descriptor, DATA_DESCRIPTOR.at, sums);
  return descriptor;
}

/** An entry's record in the directory, its name included; its local header is at `offset`. */
export function centralDirectoryEntry(name: Buffer, fields: EntryFields, offset: number): Buffer {
  const record = newRecord(CENTRAL_DIRECTORY_ENTRY);
  const { at } = CENTRAL_DIRECTORY_ENTRY;
  record.writeUInt16LE(ZIP_VERSION, at.versionMadeBy);
  record.writeUInt32LE(offset, at.localHeaderOffset);
  return writeEntryFields(record, at, fields, name);
}

/** The end of a zip of `entries` entries whose directory of `size` bytes starts at `offset`. */
export function endOfCentralDirectory(entries: number, size: number, offset: number): Buffer {
  const record = newRecord(END_OF_CENTRAL_DIRECTORY);
  const { at } = END_OF_CENTRAL_DIRECTORY;
  record.writeUInt16LE(entries, at.entriesOnDisk);
  record.writeUInt16LE(entries, at.entries);
  record.writeUInt32LE(size, at.directorySize);
  record.writeUInt32LE(offset, at.directoryOffset);
  return record;
}

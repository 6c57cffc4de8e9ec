import { Readable } from "node:stream";
import { constants, crc32, deflateRawSync, inflateRawSync } from "node:zlib";
import ExcelJS from "exceljs";
import Papa from "papaparse";
import { expect } from "vitest";
import {
  centralDirectoryEntry,
  DEFLATED,
  type EntryFields,
  endOfCentralDirectory,
  localHeader,
  STORED,
} from "../zip/zip-format.js";
import { packedBytes, readZipDirectory, readZipEntry } from "../zip/zip-reader.js";

/** An exported CSV's rows, its byte order mark checked and dropped. */
export function readCsvExport(body: string): string[][] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  return Papa.parse<string[]>(body.slice(1), { skipEmptyLines: true }).data;
}

/** An exported workbook's first worksheet, as the cells' values row by row. */
export async function readXlsxExport(payload: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.read(Readable.from([payload]));
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no worksheet");
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1));
  });
  return rows;
}

/** A file to put in a zip: its name and its contents as they unpack. */
export interface ZipPart {
  name: string;
  content: Buffer;
}

/** An entry as writeZip writes it: its bytes already packed, its sizes as the file will say. */
interface PackedEntry {
  name: string;
  method: typeof STORED | typeof DEFLATED;
  packed: Buffer;
  crc: number;
  /** The unpacked size both headers declare, true or not. */
  declaredSize: number;
}

/** What both headers say of the entry. */
function fieldsOf(entry: PackedEntry): EntryFields {
  return {
    flags: 0,
    method: entry.method,
    date: 0,
    crc: entry.crc,
    compressedSize: entry.packed.length,
    size: entry.declaredSize,
  };
}

/** A zip of these entries in this order, each local header followed by its data (no descriptors). */
function writeZip(entries: readonly PackedEntry[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = localHeader(name, fieldsOf(entry));
    locals.push(local, entry.packed);
    directory.push(centralDirectoryEntry(name, fieldsOf(entry), offset));
    offset += local.length + entry.packed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = endOfCentralDirectory(entries.length, directoryBytes.length, offset);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** A zip of these parts, every one stored or every one deflated. */
export function zipOf(parts: readonly ZipPart[], method: "stored" | "deflated"): Buffer {
  return writeZip(
    parts.map(({ name, content }) => ({
      name,
      method: method === "stored" ? STORED : DEFLATED,
      packed: method === "stored" ? content : deflateRawSync(content),
      crc: crc32(content),
      declaredSize: content.length,
    })),
  );
}

/** The parts of a zip the test made or trusts, unpacked, in the zip's order. */
export function partsOf(zip: Buffer): ZipPart[] {
  const entries = readZipDirectory(zip);
  if (!entries) throw new Error("not a zip");
  return entries.map((entry) => {
    const packed = packedBytes(zip, entry);
    return { name: entry.name, content: entry.method === STORED ? packed : inflateRawSync(packed) };
  });
}

/** Every file of a zip, unpacked by the server's own zip reader, by name. */
export async function unzip(zip: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of readZipDirectory(zip) ?? []) {
    const chunks: Buffer[] = [];
    for await (const chunk of readZipEntry(zip, entry)) chunks.push(chunk);
    files.set(entry.name, Buffer.concat(chunks));
  }
  return files;
}

/** A worksheet part's XML whose sheetData holds these rows (XML), from its first byte. */
export const worksheetXml = (rows: string) =>
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">' +
  `<sheetData>${rows}</sheetData></worksheet>`;

/** The workbook of these parts with its first worksheet's sheetData replaced by rows (XML). */
export function withWorksheetRows(
  parts: readonly ZipPart[],
  rows: string,
  method: "stored" | "deflated" = "deflated",
): Buffer {
  return zipOf(
    parts.map((part) =>
      part.name === "xl/worksheets/sheet1.xml"
        ? { name: part.name, content: Buffer.from(worksheetXml(rows)) }
        : part,
    ),
    method,
  );
}

/** A worksheet cell holding text, at a reference such as "B7". */
export const inlineCell = (reference: string, text: string) =>
  `<c r="${reference}" t="inlineStr"><is><t>${text}</t></is></c>`;

/**
 * A workbook whose first worksheet is a header and one participant whose name is cellMegabytes MB
 * of "A", packed to about a thousandth of that, while both its headers say the worksheet unpacks to
 * declaredSheetBytes. The deflate stream is one compressed megabyte repeated: each piece ends
 * with a full flush, which leaves it byte-aligned and referring to nothing before it.
 */
export function lyingWorkbook(
  otherParts: readonly ZipPart[],
  { cellMegabytes, declaredSheetBytes }: { cellMegabytes: number; declaredSheetBytes: number },
): Buffer {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
      '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
      '<row r="1"><c r="A1" t="inlineStr"><is><t>Email</t></is></c>' +
      '<c r="B1" t="inlineStr"><is><t>Username</t></is></c>' +
      '<c r="C1" t="inlineStr"><is><t>Name</t></is></c></row>' +
      '<row r="2"><c r="A2" t="inlineStr"><is><t>ada@example.org</t></is></c>' +
      '<c r="B2" t="inlineStr"><is><t>ada</t></is></c>' +
      '<c r="C2" t="inlineStr"><is><t>',
  );
  const tail = Buffer.from("</t></is></c></row></sheetData></worksheet>");
  const megabyte = Buffer.alloc(1024 * 1024, "A");
  const flushed = { finishFlush: constants.Z_FULL_FLUSH };
  const packedMegabyte = deflateRawSync(megabyte, flushed);
  let crc = crc32(head);
  for (let index = 0; index < cellMegabytes; index += 1) crc = crc32(megabyte, crc);
  const sheet: PackedEntry = {
    name: "xl/worksheets/sheet1.xml",
    method: DEFLATED,
    packed: Buffer.concat([
      deflateRawSync(head, flushed),
      ...Array.from({ length: cellMegabytes }, () => packedMegabyte),
      deflateRawSync(tail),
    ]),
    crc: crc32(tail, crc),
    declaredSize: declaredSheetBytes,
  };
  return writeZip(
    otherParts.map((part) =>
      part.name === sheet.name
        ? sheet
        : {
            name: part.name,
            method: DEFLATED,
            packed: deflateRawSync(part.content),
            crc: crc32(part.content),
            declaredSize: part.content.length,
          },
    ),
  );
}

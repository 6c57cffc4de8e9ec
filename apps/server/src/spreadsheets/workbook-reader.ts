import { Readable } from "node:stream";
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_COLUMNS,
  MAX_UNPACKED_WORKBOOK_BYTES,
  MAX_WORKBOOK_CELL_BYTES,
  MAX_WORKBOOK_ROW_BYTES,
} from "@events/contract";
// exceljs takes half a second to load: it is imported when the first workbook arrives, so the
// server starts without it.
import type ExcelJS from "exceljs";
import { badRequest } from "../errors.js";
import { readZipDirectory, readZipEntry, type ZipEntry } from "../zip/zip-reader.js";

// Reading the first worksheet of an XLSX, every part of it bounded. The zip is read
// here, not by exceljs' streaming reader: that one trusts the sizes the zip declares, and it
// loses parts of some valid files (its issue 683: unzipper reports the end of the archive while
// parts are still queued, which happens reliably when they are stored uncompressed). exceljs
// still parses the shared strings and the worksheet, from the text this module hands it.

const WORKSHEET_PART = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const SHARED_STRINGS_PART = "xl/sharedStrings.xml";
const LESS_THAN = 0x3c;
/** Long enough for the longest tag name watched below, with its "/" and what ends it. */
const TAG_NAME_LOOKAHEAD = 16;

/**
 * An element whose size is bounded. It runs from its opening tag to the first tag named in
 * endsAt: its closing tag, its next sibling or its parent's end (which also ends one that closed
 * itself, `<c r="A1"/>`), so only its own bytes, and blanks, are counted.
 */
interface BoundedElement {
  name: string;
  endsAt: readonly string[];
  maxBytes: number;
  message: string;
}

const CELL_LIMIT = {
  maxBytes: MAX_WORKBOOK_CELL_BYTES,
  message: IMPORT_MESSAGES.workbookCellTooLarge,
};
const WORKSHEET_ELEMENTS: readonly BoundedElement[] = [
  {
    name: "row",
    endsAt: ["/row", "row", "/sheetData"],
    maxBytes: MAX_WORKBOOK_ROW_BYTES,
    message: IMPORT_MESSAGES.workbookRowTooLarge,
  },
  { name: "c", endsAt: ["/c", "c", "/row", "row"], ...CELL_LIMIT },
];
const SHARED_STRING_ELEMENTS: readonly BoundedElement[] = [
  { name: "si", endsAt: ["/si", "si", "/sst"], ...CELL_LIMIT },
];

/**
 * A worksheet's cells past MAX_IMPORT_COLUMNS, left out of the XML exceljs reads: it keeps a
 * row's cells in an array as long as the farthest one's column, and walks that array for every
 * row, so one cell in column XFD on each of 3,000 rows took minutes and gigabytes.
 */
interface FarCells {
  /** The ordinal (the first row element is 1) of the first row that held a value out there. */
  firstRowWithValue?: number;
}

/** What ends a cell left out: the next cell or the end of its row (its "</c>" goes with it). */
const FAR_CELL_ENDS_AT = ["c", "row", "/row", "/sheetData"];
/** Elements that give a cell its value: a far cell holding one held something the user wrote. */
const CELL_VALUE_ELEMENTS = ["v", "is", "f"];
const GREATER_THAN = 0x3e;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const CELL_COLUMN = /\sr\s*=\s*["']([A-Z]+)/;

/** Where the tag opened at `from` ends (its ">", quotes respected), or -1 if not in bytes. */
function findTagEnd(bytes: Buffer, from: number): number {
  let quote = 0;
  for (let at = from; at < bytes.length; at += 1) {
    const byte = bytes[at];
    if (quote !== 0) {
      if (byte === quote) quote = 0;
    } else if (byte === QUOTE || byte === APOSTROPHE) {
      quote = byte;
    } else if (byte === GREATER_THAN) {
      return at;
    }
  }
  return -1;
}

/** Whether a cell's opening tag puts it past MAX_IMPORT_COLUMNS; one without "r" is kept. */
function isPastColumnLimit(openingTag: string): boolean {
  const letters = CELL_COLUMN.exec(openingTag)?.[1] ?? "";
  let column = 0;
  for (const letter of letters) {
    column = column * 26 + letter.charCodeAt(0) - 0x40;
    if (column > MAX_IMPORT_COLUMNS) return true;
  }
  return false;
}

/**
 * The XML of a part as text, chunk by chunk, refused with 400 as soon as one of the elements
 * grows past its limit, or any stretch without a tag does (one text or attribute value: an XML
 * parser holds it whole). A chunk is handed on only once checked, so what exceljs holds at once
 * is bounded by these limits, not by what the part unpacks to. Given farCells, cells past the
 * column limit are left out, and noted there when they held a value.
 */
async function* boundedXml(
  zip: Buffer,
  entry: ZipEntry,
  elements: readonly BoundedElement[],
  farCells?: FarCells,
): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  const openedAt = new Map<BoundedElement, number>();
  let lastTagAt = 0;
  // Bytes before `pending` in the part; pending holds the start of a tag cut by the chunk's end.
  let offset = 0;
  let pending: Buffer = Buffer.alloc(0);
  let rowOrdinal = 0;
  let isLeavingOut = false;
  const checkAt = (position: number) => {
    if (position - lastTagAt > MAX_WORKBOOK_CELL_BYTES) throw badRequest(CELL_LIMIT.message);
    for (const [element, start] of openedAt) {
      if (position - start > element.maxBytes) throw badRequest(element.message);
    }
  };
  for await (const chunk of readZipEntry(zip, entry)) {
    const bytes = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    const kept: Buffer[] = [];
    let keptFrom = 0;
    let checked = bytes.length;
    for (let at = bytes.indexOf(LESS_THAN); at !== -1; at = bytes.indexOf(LESS_THAN, at + 1)) {
      const lookahead = bytes.toString("latin1", at + 1, at + 1 + TAG_NAME_LOOKAHEAD);
      const tag = /^(\/?)(?:[\w.-]+:)?([\w.-]*)/.exec(lookahead);
      if (tag?.[0].length === lookahead.length && lookahead.length < TAG_NAME_LOOKAHEAD) {
        checked = at;
        break;
      }
      const name = `${tag?.[1] ?? ""}${tag?.[2] ?? ""}`;
      // A cell's whole opening tag, to read its column; -1 while the chunk cuts it.
      const cellTagEnd = farCells && name === "c" ? findTagEnd(bytes, at) : undefined;
      if (cellTagEnd === -1) {
        checked = at;
        break;
      }
      const position = offset + at;
      checkAt(position);
      lastTagAt = position;
      for (const element of elements) {
        if (openedAt.has(element) && element.endsAt.includes(name)) openedAt.delete(element);
        if (name === element.name) openedAt.set(element, position);
      }
      if (farCells === undefined) continue;
      if (name === "row") rowOrdinal += 1;
      if (isLeavingOut && FAR_CELL_ENDS_AT.includes(name)) {
        isLeavingOut = false;
        keptFrom = at;
      }
      if (isLeavingOut && CELL_VALUE_ELEMENTS.includes(name)) {
        farCells.firstRowWithValue ??= rowOrdinal;
      }
      if (cellTagEnd !== undefined && isPastColumnLimit(bytes.toString("latin1", at, cellTagEnd))) {
        kept.push(bytes.subarray(keptFrom, at));
        isLeavingOut = true;
      }
    }
    checkAt(offset + checked);
    pending = bytes.subarray(checked);
    // Only a cell's opening tag is held back past a chunk; the cell's own limit bounds it.
    if (pending.length > MAX_WORKBOOK_CELL_BYTES) throw badRequest(CELL_LIMIT.message);
    offset += checked;
    if (!isLeavingOut) kept.push(bytes.subarray(keptFrom, checked));
    yield decoder.decode(Buffer.concat(kept), { stream: true });
  }
  yield decoder.decode(pending);
}

/** The steps of exceljs' streaming reader (4.x) this module drives itself, as it declares none. */
interface WorkbookReaderSteps {
  _parseSharedStrings(part: Readable): AsyncGenerator<unknown>;
  _parseWorksheet(
    xml: AsyncIterable<string>,
    sheetNumber: string,
  ): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/**
 * A row of the worksheet as exceljs reads it (cells past MAX_IMPORT_COLUMNS left out), and
 * whether it, or a row above it, held a value out there.
 */
export interface WorkbookRow {
  cells: ExcelJS.Row;
  hasValuePastColumnLimit: boolean;
}

/**
 * The rows of the workbook's first worksheet part. The parts are unpacked no further than the
 * central directory says (MAX_UNPACKED_WORKBOOK_BYTES in all, checked first), and cells and rows
 * are bounded as boundedXml says; an unreadable zip throws BrokenZipError, and one without a
 * worksheet 400.
 */
export async function* readWorkbookRows(file: Buffer): AsyncGenerator<WorkbookRow> {
  const entries = readZipDirectory(file);
  if (entries === undefined) throw badRequest(IMPORT_MESSAGES.brokenWorkbook);
  const declared = entries.reduce((total, entry) => total + entry.declaredSize, 0);
  if (declared > MAX_UNPACKED_WORKBOOK_BYTES) throw badRequest(IMPORT_MESSAGES.workbookTooLarge);
  const worksheet = entries.find((entry) => WORKSHEET_PART.test(entry.name));
  if (worksheet === undefined) throw badRequest(IMPORT_MESSAGES.noWorksheet);
  const sharedStrings = entries.find((entry) => entry.name === SHARED_STRINGS_PART);

  const { default: Excel } = await import("exceljs");
  // The input is never read: the steps below are handed their parts.
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: "emit",
    sharedStrings: "cache",
    hyperlinks: "ignore",
    styles: "ignore",
    entries: "ignore",
  }) as unknown as WorkbookReaderSteps;
  if (sharedStrings !== undefined) {
    // With "cache" this keeps the strings on the reader and yields nothing.
    for await (const _ of reader._parseSharedStrings(
      Readable.from(boundedXml(file, sharedStrings, SHARED_STRING_ELEMENTS)),
    )) {
    }
  }
  const sheetNumber = WORKSHEET_PART.exec(worksheet.name)?.[1] ?? "1";
  const farCells: FarCells = {};
  const [step] = reader._parseWorksheet(
    boundedXml(file, worksheet, WORKSHEET_ELEMENTS, farCells),
    sheetNumber,
  );
  if (step === undefined) throw badRequest(IMPORT_MESSAGES.noWorksheet);
  // exceljs hands on a row once its end is parsed, so boundedXml has seen all of it by then.
  let rowOrdinal = 0;
  for await (const cells of step.value) {
    rowOrdinal += 1;
    const firstRowWithValue = farCells.firstRowWithValue;
    yield {
      cells,
      hasValuePastColumnLimit: firstRowWithValue !== undefined && firstRowWithValue <= rowOrdinal,
    };
  }
}

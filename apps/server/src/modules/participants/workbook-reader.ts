import { Readable } from "node:stream";
import {
  IMPORT_MESSAGES,
  MAX_UNPACKED_WORKBOOK_BYTES,
  MAX_WORKBOOK_CELL_BYTES,
  MAX_WORKBOOK_ROW_BYTES,
} from "@events/contract";
// exceljs takes half a second to load: it is imported when the first workbook arrives, so the
// server starts without it.
import type ExcelJS from "exceljs";
import { badRequest } from "../../errors.js";
import { readZipDirectory, readZipEntry, type ZipEntry } from "../../files/zip-archive.js";

// Reading the first worksheet of an XLSX (issue 13, bounded under issue 26). The zip is read
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
 * The XML of a part as text, chunk by chunk, refused with 400 as soon as one of the elements
 * grows past its limit, or any stretch without a tag does (one text or attribute value: an XML
 * parser holds it whole). A chunk is handed on only once checked, so what exceljs holds at once
 * is bounded by these limits, not by what the part unpacks to.
 */
async function* boundedXml(
  zip: Buffer,
  entry: ZipEntry,
  elements: readonly BoundedElement[],
): AsyncGenerator<string> {
  const decoder = new TextDecoder("utf-8");
  const openedAt = new Map<BoundedElement, number>();
  let lastTagAt = 0;
  // Bytes before `pending` in the part; pending holds the start of a tag cut by the chunk's end.
  let offset = 0;
  let pending: Buffer = Buffer.alloc(0);
  const checkAt = (position: number) => {
    if (position - lastTagAt > MAX_WORKBOOK_CELL_BYTES) throw badRequest(CELL_LIMIT.message);
    for (const [element, start] of openedAt) {
      if (position - start > element.maxBytes) throw badRequest(element.message);
    }
  };
  for await (const chunk of readZipEntry(zip, entry)) {
    const bytes = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
    let checked = bytes.length;
    for (let at = bytes.indexOf(LESS_THAN); at !== -1; at = bytes.indexOf(LESS_THAN, at + 1)) {
      const lookahead = bytes.toString("latin1", at + 1, at + 1 + TAG_NAME_LOOKAHEAD);
      const tag = /^(\/?)(?:[\w.-]+:)?([\w.-]*)/.exec(lookahead);
      if (tag?.[0].length === lookahead.length && lookahead.length < TAG_NAME_LOOKAHEAD) {
        checked = at;
        break;
      }
      const position = offset + at;
      checkAt(position);
      lastTagAt = position;
      const name = `${tag?.[1] ?? ""}${tag?.[2] ?? ""}`;
      for (const element of elements) {
        if (openedAt.has(element) && element.endsAt.includes(name)) openedAt.delete(element);
        if (name === element.name) openedAt.set(element, position);
      }
    }
    checkAt(offset + checked);
    pending = bytes.subarray(checked);
    offset += checked;
    yield decoder.decode(bytes.subarray(0, checked), { stream: true });
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
 * The rows of the workbook's first worksheet part, as exceljs reads them. The parts are
 * unpacked no further than the central directory says (MAX_UNPACKED_WORKBOOK_BYTES in all,
 * checked first), and cells and rows are bounded as boundedXml says; an unreadable zip throws
 * BrokenZipError, and one without a worksheet 400.
 */
export async function* readWorkbookRows(file: Buffer): AsyncGenerator<ExcelJS.Row> {
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
  const [step] = reader._parseWorksheet(
    boundedXml(file, worksheet, WORKSHEET_ELEMENTS),
    sheetNumber,
  );
  if (step === undefined) throw badRequest(IMPORT_MESSAGES.noWorksheet);
  yield* step.value;
}

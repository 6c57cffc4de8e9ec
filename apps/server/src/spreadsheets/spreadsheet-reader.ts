import {
  IMPORT_MESSAGES,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_ROWS,
  XLSX_MIME_TYPE,
} from "@events/contract";
import type ExcelJS from "exceljs";
import Papa from "papaparse";
import { badRequest, HttpError, unsupportedMediaType } from "../errors.js";
import { DETECTION_SAMPLE_BYTES, detectFileType } from "../files/file-types.js";
import { restoreNeutralisedFormula } from "./formula-cells.js";
import { readWorkbookRows } from "./workbook-reader.js";

// Reading a spreadsheet's table: deciding its kind by content, decoding CSV text, reading its
// rows with papaparse or exceljs, within the import's limits. What the columns mean is the
// caller's.

/** One data row of the file: its number in the file (header = 1) and its cells by column. */
export interface SheetRow {
  row: number;
  cells: string[];
}

/** A file's table: the header row's column names and the rows below it (blank rows left out). */
export interface SheetTable {
  columns: string[];
  rows: SheetRow[];
}

type SpreadsheetKind = "csv" | "xlsx";

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A zip that file-type cannot tell apart may still be a workbook; exceljs then decides. */
const WORKBOOK_ZIP_TYPES = new Set([XLSX_MIME_TYPE, "application/zip"]);

const tooManyRows = () => badRequest(IMPORT_MESSAGES.tooManyRows);
const tooManyColumns = () => badRequest(IMPORT_MESSAGES.tooManyColumns);

/**
 * XLSX is a zip ("PK\x03\x04") holding a workbook; anything else is read as CSV text. A zip of
 * another kind (a Word file) is refused here; text that is not text is refused by decodeCsv.
 */
async function detectSpreadsheetKind(file: Buffer): Promise<SpreadsheetKind> {
  if (file.length === 0) throw badRequest(IMPORT_MESSAGES.emptyFile);
  if (!file.subarray(0, ZIP_SIGNATURE.length).equals(ZIP_SIGNATURE)) return "csv";
  const detected = await detectFileType(file.subarray(0, DETECTION_SAMPLE_BYTES));
  if (detected && !WORKBOOK_ZIP_TYPES.has(detected.mime)) {
    throw unsupportedMediaType(IMPORT_MESSAGES.unsupportedType);
  }
  return "xlsx";
}

// Control characters never appear in a text file, but tab, line ends and form feed.
const BINARY_CHARACTERS = /(?![\t\n\f\r])\p{Cc}/u;

/**
 * What Windows-1252 puts at 0x80-0x9F, where Latin-1 has control characters (0x81, 0x8D, 0x8F,
 * 0x90 and 0x9D are unassigned and stay as they are).
 */
const WINDOWS_1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

/**
 * Node's TextDecoder decodes the "windows-1252" label as plain Latin-1 (0x80-0x9F become
 * control characters), so those 32 bytes are mapped here after it.
 */
function decodeWindows1252(file: Buffer): string {
  return file
    .toString("latin1")
    .replace(
      /[\u0080-\u009f]/g,
      (character) => WINDOWS_1252_HIGH[character.charCodeAt(0) - 0x80] ?? character,
    );
}

/**
 * The text of a CSV file. A byte order mark decides (UTF-8, UTF-16 LE or BE, and is dropped);
 * without one the file is UTF-8 when it is valid UTF-8, and otherwise Windows-1252, the encoding
 * Excel saves "CSV" in on Western systems (a superset of Latin-1's printable characters). A
 * file holding NUL or other control bytes is not text: 415.
 */
function decodeCsv(file: Buffer): string {
  let text: string;
  if (file[0] === 0xef && file[1] === 0xbb && file[2] === 0xbf) {
    text = new TextDecoder("utf-8").decode(file);
  } else if (file[0] === 0xff && file[1] === 0xfe) {
    text = new TextDecoder("utf-16le").decode(file);
  } else if (file[0] === 0xfe && file[1] === 0xff) {
    text = new TextDecoder("utf-16be").decode(file);
  } else {
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(file);
    } catch {
      text = decodeWindows1252(file);
    }
  }
  if (BINARY_CHARACTERS.test(text)) throw unsupportedMediaType(IMPORT_MESSAGES.binaryText);
  return text;
}

/**
 * A cell as exported comes back as it was: the single quotes that kept "+44 20..." or
 * "x;=1+1" from being a formula are dropped.
 */
function cleanCell(value: string): string {
  return restoreNeutralisedFormula(value.trim());
}

const isBlank = (cells: readonly string[]) => cells.every((cell) => cell === "");

/** Column names from the header row; an unnamed column is named by its position. */
function toColumns(header: readonly string[]): string[] {
  return header.map((name, index) => (name === "" ? `Column ${index + 1}` : name));
}

/**
 * Collects records into a table: the first non-blank one is the header, blank ones are skipped.
 * A table has the header's columns, through its last named one: a cell to their right has no
 * header to be mapped by, so it is not read, and a stray cell far to the right costs nothing.
 */
function createTableBuilder() {
  let columns: string[] | undefined;
  const rows: SheetRow[] = [];
  return {
    /** How many cells of a record are read: the header's, or the limit until it is found. */
    get width(): number {
      return columns?.length ?? MAX_IMPORT_COLUMNS;
    },
    /**
     * raw holds the record's cells (those past width are not read); hasTextPastColumnLimit says
     * whether this record or one before it has text past MAX_IMPORT_COLUMNS, which a header may
     * not have: a column the import cannot read would silently be missing from the mapping.
     */
    add(row: number, raw: readonly string[], hasTextPastColumnLimit: boolean) {
      if (columns === undefined && hasTextPastColumnLimit) throw tooManyColumns();
      const cells = raw.slice(0, this.width).map(cleanCell);
      if (isBlank(cells)) return;
      if (columns === undefined) {
        columns = toColumns(cells.slice(0, cells.findLastIndex((cell) => cell !== "") + 1));
        return;
      }
      if (rows.length >= MAX_IMPORT_ROWS) throw tooManyRows();
      rows.push({ row, cells });
    },
    finish(): SheetTable {
      if (columns === undefined) throw badRequest(IMPORT_MESSAGES.emptyFile);
      if (rows.length === 0) throw badRequest(IMPORT_MESSAGES.headersOnly);
      return { columns, rows };
    },
  };
}

/**
 * Reads CSV text with papaparse, one record at a time (the delimiter is detected: comma,
 * semicolon, tab or pipe). Row numbers count records from 1, as a spreadsheet shows them.
 */
function readCsvTable(text: string): SheetTable {
  const table = createTableBuilder();
  let record = 0;
  let failure: unknown;
  Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    step(results, parser) {
      record += 1;
      try {
        const quoteError = results.errors.find((error) => error.type === "Quotes");
        if (quoteError)
          throw badRequest(`${IMPORT_MESSAGES.badCsv}: row ${record}: ${quoteError.message}`);
        table.add(
          record,
          results.data,
          results.data.some((cell, index) => index >= MAX_IMPORT_COLUMNS && cleanCell(cell) !== ""),
        );
      } catch (error) {
        failure = error;
        parser.abort();
      }
    },
  });
  if (failure) throw failure;
  return table.finish();
}

/** A cell's text as the sheet shows it (a formula's result, a link's text, a number's digits). */
function cellText(cell: ExcelJS.Cell | undefined): string {
  try {
    return cell?.text ?? "";
  } catch {
    // exceljs cannot render some values (a rich text run without text); they are left empty.
    return "";
  }
}

/**
 * Reads the first worksheet row by row (see workbook-reader.ts); row numbers are the sheet's. A
 * file that is not a workbook answers 400, and reading stops past the row limit.
 */
async function readXlsxTable(file: Buffer): Promise<SheetTable> {
  const table = createTableBuilder();
  try {
    for await (const { cells: row, hasValuePastColumnLimit } of readWorkbookRows(file)) {
      const cells: string[] = [];
      // findCell, as getCell would create each empty cell it is asked for.
      for (let column = 1; column <= Math.min(row.cellCount, table.width); column += 1) {
        cells.push(cellText(row.findCell(column)));
      }
      table.add(row.number, cells, hasValuePastColumnLimit);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw badRequest(IMPORT_MESSAGES.brokenWorkbook);
  }
  return table.finish();
}

/** Reads the file's table, whichever kind it is. */
export async function readSheetTable(file: Buffer): Promise<SheetTable> {
  const kind = await detectSpreadsheetKind(file);
  return kind === "xlsx" ? readXlsxTable(file) : readCsvTable(decodeCsv(file));
}

import { Readable } from "node:stream";
import { CSV_MIME_TYPE, type ExportFormat, XLSX_MIME_TYPE } from "@events/contract";
import { neutraliseFormula } from "./formula-cells.js";
import type { SpreadsheetCell, SpreadsheetRow } from "./spreadsheet-cells.js";
import { writeXlsx } from "./xlsx-writer.js";

// A table written as CSV or XLSX (DESIGN §10), for every export. Rows arrive in batches and
// leave as they come, so a table of any length is never held whole. Nothing here knows who
// asks: services check access first and hand the writer rows.

interface SpreadsheetFile {
  /** Without extension; the format's is added. */
  fileName: string;
  sheetName: string;
  columns: readonly string[];
}

/**
 * CSV lines PostgreSQL has written already (db/csv-text.ts, the same rule as toCsvLine), in
 * UTF-8 pieces of whole CRLF-ended lines: the writer adds the header and passes them on.
 */
interface WrittenCsv {
  format: "csv";
  csvLines: AsyncIterable<Uint8Array>;
}

/** The rows of a file, batch by batch, or for CSV possibly the lines PostgreSQL wrote. */
type SpreadsheetContents =
  | { format: ExportFormat; batches: AsyncIterable<SpreadsheetRow[]> }
  | WrittenCsv;

export type SpreadsheetExport = SpreadsheetFile & SpreadsheetContents;

/** Records arriving in batches, as spreadsheet rows batch by batch. */
async function* spreadsheetRows<Record>(
  batches: AsyncIterable<Record[]>,
  toRow: (record: Record) => SpreadsheetRow,
): AsyncGenerator<SpreadsheetRow[]> {
  for await (const batch of batches) yield batch.map(toRow);
}

/**
 * A moment as "YYYY-MM-DD HH:mm:ss" read in UTC, which spreadsheets take for a date. Wall-clock
 * times (sessions) are passed as that time in UTC, so they print exactly as entered.
 */
function formatMoment(value: Date): string {
  return value.toISOString().slice(0, 19).replace("T", " ");
}

/**
 * Every text cell is quoted, so no locale's separator inside it (";" where "," is the decimal
 * mark) splits it; moments and empty cells are not, so spreadsheets still read the moments as
 * dates. db/csv-text.ts writes the same rule, in SQL and over COPY's bytes, for the exports whose
 * CSV lines PostgreSQL writes; csv-text.test.ts holds the two to the same bytes.
 */
function toCsvCell(cell: SpreadsheetCell): string {
  if (cell === null) return "";
  if (typeof cell === "string") return `"${neutraliseFormula(cell).replaceAll('"', '""')}"`;
  return cell instanceof Date ? formatMoment(cell) : cell.text;
}

// Written with loops and +=, not map and join: an export writes millions of cells, and the
// arrays those make for every row and batch are most of the garbage it leaves.
function toCsvLine(row: readonly SpreadsheetCell[]): string {
  let line = "";
  for (let index = 0; index < row.length; index += 1) {
    line += index === 0 ? toCsvCell(row[index] ?? null) : `,${toCsvCell(row[index] ?? null)}`;
  }
  return `${line}\r\n`;
}

/** Each batch of rows as its CSV lines in one string. */
async function* csvLinesOf(batches: AsyncIterable<SpreadsheetRow[]>): AsyncGenerator<string> {
  for await (const batch of batches) {
    let chunk = "";
    for (const row of batch) chunk += toCsvLine(row);
    yield chunk;
  }
}

/**
 * CSV in UTF-8 with a byte order mark, so Excel reads accents correctly, and CRLF line ends
 * (RFC 4180). Each batch is written when the response asks for more.
 */
async function* csvChunks(
  columns: readonly string[],
  lines: AsyncIterable<string | Uint8Array>,
): AsyncGenerator<string | Uint8Array> {
  yield `\uFEFF${toCsvLine(columns)}`;
  for await (const chunk of lines) {
    if (chunk.length > 0) yield chunk;
  }
}

/** A safe stem for a file name: no path or control characters, not empty, not too long. */
function fileNameStem(name: string, fallback: string): string {
  const cleaned = name
    .replace(/[\p{Cc}/\\:*?"<>|]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, 120)
    .trim();
  return cleaned === "" ? fallback : cleaned;
}

/**
 * One of an event's exports, ready to stream: its records turned into rows batch by batch, the
 * file named "<event> - <contents>". The caller has checked access to the event.
 */
export function eventSpreadsheet<Record>(
  eventName: string,
  file: Omit<SpreadsheetFile, "fileName"> & { contents: string } & (
      | {
          format: ExportFormat;
          records: AsyncIterable<Record[]>;
          toRow: (record: Record) => SpreadsheetRow;
        }
      | WrittenCsv
    ),
): SpreadsheetExport {
  const named = {
    fileName: `${fileNameStem(eventName, "event")} - ${file.contents}`,
    sheetName: file.sheetName,
    columns: file.columns,
  };
  if ("csvLines" in file) return { ...named, format: "csv", csvLines: file.csvLines };
  return { ...named, format: file.format, batches: spreadsheetRows(file.records, file.toRow) };
}

/** The content type a spreadsheet of that format is sent with. */
export function spreadsheetContentType(format: ExportFormat): string {
  return format === "csv" ? `${CSV_MIME_TYPE}; charset=utf-8` : XLSX_MIME_TYPE;
}

/**
 * The file's bytes as a stream, written as the reader asks for them. A failure once writing has
 * begun can only cut the file short: it goes to onError, and the stream ends in that error.
 */
export function writeSpreadsheet(
  spreadsheet: SpreadsheetExport,
  onError: (error: unknown) => void,
): Readable {
  const body =
    spreadsheet.format === "xlsx"
      ? writeXlsx(spreadsheet)
      : Readable.from(
          csvChunks(
            spreadsheet.columns,
            "csvLines" in spreadsheet ? spreadsheet.csvLines : csvLinesOf(spreadsheet.batches),
          ),
        );
  body.on("error", onError);
  return body;
}

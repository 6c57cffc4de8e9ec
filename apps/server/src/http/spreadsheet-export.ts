import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { CSV_MIME_TYPE, type ExportFormat, XLSX_MIME_TYPE } from "@events/contract";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { z } from "zod";
import { assertCanManageEvent, type Caller } from "../access/event-access.js";
import type { EventAccess } from "../db/event-access.js";
import { contentDisposition } from "./content-disposition.js";

// Downloads of a table as CSV or XLSX (issue 13, DESIGN §10), shared by the participants and
// the sessions exports. Rows arrive in batches and leave as they come, so a table of any length
// is never held whole.

/** A cell as the exports produce it: text, a moment (XLSX shows it as a date), or empty. */
export type SpreadsheetCell = string | Date | null;
export type SpreadsheetRow = SpreadsheetCell[];

export interface SpreadsheetExport {
  format: ExportFormat;
  /** Without extension; the format's is added. */
  fileName: string;
  sheetName: string;
  columns: readonly string[];
  batches: AsyncIterable<SpreadsheetRow[]>;
}

/** Records arriving in batches, as spreadsheet rows batch by batch. */
async function* spreadsheetRows<Record>(
  batches: AsyncIterable<Record[]>,
  toRow: (record: Record) => SpreadsheetRow,
): AsyncGenerator<SpreadsheetRow[]> {
  for await (const batch of batches) yield batch.map(toRow);
}

/**
 * A spreadsheet program runs a cell starting with one of =, +, -, @, a tab or a carriage return
 * as a formula (OWASP "CSV injection"), and so it does for such a character right after a
 * separator, ";" "," or a tab, when a locale or a reader splits the cell there. A single quote
 * before each makes it text (a leading one is shown without the quote).
 */
const FORMULA_TRIGGER = /(?<=^|[;,\t])(?=[=+\-@\t\r])/g;
const NEUTRALISED_TRIGGER = /(?<=^|[;,\t])'(?=[=+\-@\t\r])/g;

export function neutraliseFormula(value: string): string {
  return value.replace(FORMULA_TRIGGER, "'");
}

/** A cell as neutraliseFormula wrote it, back as it was: the import reads exports with it. */
export function restoreNeutralisedFormula(value: string): string {
  return value.replace(NEUTRALISED_TRIGGER, "");
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
 * dates.
 */
function toCsvCell(cell: SpreadsheetCell): string {
  if (cell === null) return "";
  if (cell instanceof Date) return formatMoment(cell);
  return `"${neutraliseFormula(cell).replaceAll('"', '""')}"`;
}

function toXlsxCell(cell: SpreadsheetCell): string | Date | null {
  return typeof cell === "string" ? neutraliseFormula(cell) : cell;
}

const toCsvLine = (row: readonly SpreadsheetCell[]) => `${row.map(toCsvCell).join(",")}\r\n`;

/**
 * CSV in UTF-8 with a byte order mark, so Excel reads accents correctly, and CRLF line ends
 * (RFC 4180). Each batch is written when the response asks for more.
 */
async function* csvChunks(
  columns: readonly string[],
  batches: AsyncIterable<SpreadsheetRow[]>,
): AsyncGenerator<string> {
  yield `\uFEFF${toCsvLine(columns)}`;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    yield batch.map(toCsvLine).join("");
  }
}

const XLSX_DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";

/**
 * Writes the workbook into output with exceljs' streaming writer: each row is committed (turned
 * into XML and zipped) as soon as it is added, and between batches the writer waits while the
 * response is behind, so memory holds about one batch.
 */
async function writeXlsx(
  output: PassThrough,
  { sheetName, columns, batches }: Omit<SpreadsheetExport, "format" | "fileName">,
): Promise<void> {
  // Loaded on the first XLSX export, not at start: exceljs takes half a second to load.
  const { default: ExcelJS } = await import("exceljs");
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    // Styles carry the date format; shared strings would keep every text until the end.
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || "Sheet1");
  sheet.columns = columns.map((column) => ({
    header: neutraliseFormula(column),
    key: column,
    width: 20,
  }));
  for await (const batch of batches) {
    for (const row of batch) {
      const added = sheet.addRow(row.map(toXlsxCell));
      row.forEach((cell, index) => {
        if (cell instanceof Date) added.getCell(index + 1).numFmt = XLSX_DATE_FORMAT;
      });
      added.commit();
    }
    if (output.writableNeedDrain) await once(output, "drain");
  }
  sheet.commit();
  await workbook.commit();
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
 * Sends the table as an attachment. The status and headers go out before the first row is
 * read, so a failure after that can only cut the download short (and is logged); callers check
 * access and load what they need before calling.
 */
export function sendSpreadsheet(
  reply: FastifyReply,
  logger: FastifyBaseLogger,
  spreadsheet: SpreadsheetExport,
) {
  const { format, fileName } = spreadsheet;
  let body: Readable;
  if (format === "csv") {
    body = Readable.from(csvChunks(spreadsheet.columns, spreadsheet.batches));
  } else {
    const output = new PassThrough();
    writeXlsx(output, spreadsheet).catch((error: unknown) => {
      logger.error({ err: error }, "writing a spreadsheet export failed");
      output.destroy(error instanceof Error ? error : new Error(String(error)));
    });
    body = output;
  }
  body.on("error", (error) => {
    if (format === "csv") logger.error({ err: error }, "writing a spreadsheet export failed");
  });
  return reply
    .header("content-type", format === "csv" ? `${CSV_MIME_TYPE}; charset=utf-8` : XLSX_MIME_TYPE)
    .header("content-disposition", contentDisposition("attachment", `${fileName}.${format}`))
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, no-store")
    .send(body);
}

/** The OpenAPI description of a spreadsheet download. */
export const spreadsheetResponse = {
  description:
    "The file, as an attachment named after the event (filename and filename*). CSV quotes every " +
    "text cell. A single quote goes before =, +, -, @, a tab or a carriage return at the start of " +
    "a cell or after a ;, a comma or a tab in it, so no spreadsheet runs them as formulas.",
  content: {
    [CSV_MIME_TYPE]: { schema: z.any().meta({ type: "string", format: "binary" }) },
    [XLSX_MIME_TYPE]: { schema: z.any().meta({ type: "string", format: "binary" }) },
  },
};

/** What an event's export reads from its repository before anything else. */
export interface EventExportSource {
  findEvent(eventId: string): Promise<EventAccess | undefined>;
  findEventName(eventId: string): Promise<string | undefined>;
}

/**
 * One of an event's exports, ready to stream: the access check and the event's name come first,
 * so a refusal is a plain 404; the file is "<event> - <contents>".
 */
export async function eventSpreadsheet<Record>(
  caller: Caller,
  source: EventExportSource,
  eventId: string,
  file: {
    format: ExportFormat;
    contents: string;
    sheetName: string;
    columns: readonly string[];
    records: () => AsyncIterable<Record[]>;
    toRow: (record: Record) => SpreadsheetRow;
  },
): Promise<SpreadsheetExport> {
  assertCanManageEvent(caller, await source.findEvent(eventId));
  const eventName = (await source.findEventName(eventId)) ?? "";
  return {
    format: file.format,
    fileName: `${fileNameStem(eventName, "event")} - ${file.contents}`,
    sheetName: file.sheetName,
    columns: file.columns,
    batches: spreadsheetRows(file.records(), file.toRow),
  };
}

/**
 * The handler of an event's export route (/export/:eventId): the file the service makes for the
 * caller, streamed.
 */
export function sendEventExport<Query>(
  makeExport: (caller: Caller, eventId: string, query: Query) => Promise<SpreadsheetExport>,
) {
  return async (
    request: Caller & { params: { eventId: string }; query: Query; log: FastifyBaseLogger },
    reply: FastifyReply,
  ) =>
    sendSpreadsheet(
      reply,
      request.log,
      await makeExport(request, request.params.eventId, request.query),
    );
}

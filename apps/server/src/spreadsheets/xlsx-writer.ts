import type { Readable } from "node:stream";
import { writeZip } from "../zip/zip-writer.js";
import { neutraliseFormula } from "./formula-cells.js";
import { type SpreadsheetCell, type SpreadsheetRow, WrittenMoment } from "./spreadsheet-cells.js";

// A minimal SpreadsheetML package (ECMA-376): one worksheet of inline strings and dates,
// streamed through the zip writer a batch of rows at a time. A general library (exceljs) made a
// dozen objects for each cell; here a row is a few strings, written straight into the piece of
// the worksheet being filled.

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const SPREADSHEET_NAMESPACE = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const PACKAGE_RELATIONSHIPS = "http://schemas.openxmlformats.org/package/2006/relationships";
const DOCUMENT_RELATIONSHIPS =
  "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const CONTENT_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml";

/** Excel's limit on a sheet's name. */
const MAX_SHEET_NAME_LENGTH = 31;
const COLUMN_WIDTH = 20;
/** The index in styles.xml's cellXfs of the date style, the only one besides the default. */
const DATE_STYLE = 1;
const DATE_FORMAT = "yyyy-mm-dd hh:mm:ss";
/** The first number custom formats may use; those below are Excel's built-in ones. */
const DATE_FORMAT_ID = 164;

/** Day 0 of Excel's serial dates, 1899-12-30, is this many days before 1970-01-01. */
const SERIAL_DAY_OF_UNIX_EPOCH = 25569;
const MILLISECONDS_PER_DAY = 86_400_000;

/**
 * What XML text cannot hold as it is: the characters markup gives meaning to, escaped, and those
 * XML 1.0 does not allow at all (control characters other than tab, line feed and carriage
 * return, a surrogate without its pair, U+FFFE and U+FFFF), dropped.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes.
const XML_UNSAFE = /[&<>"\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

function escapeCharacter(character: string): string {
  switch (character) {
    case "&":
      return "&amp;";
    case "<":
      return "&lt;";
    case ">":
      return "&gt;";
    case '"':
      return "&quot;";
    default:
      return "";
  }
}

const escapeXml = (text: string) => text.replace(XML_UNSAFE, escapeCharacter);

/** "A", ..., "Z", "AA", ...: the column part of a cell reference, counted from 0. */
function columnLetters(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** The number the digits of text from start to end make: no strings are cut for it. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index += 1) {
    value = value * 10 + text.charCodeAt(index) - 48;
  }
  return value;
}

/** Milliseconds since 1970 of a moment PostgreSQL wrote as "YYYY-MM-DD HH:mm:ss" in UTC. */
function writtenMomentTime({ text }: WrittenMoment): number {
  return Date.UTC(
    digitsAt(text, 0, 4),
    digitsAt(text, 5, 7) - 1,
    digitsAt(text, 8, 10),
    digitsAt(text, 11, 13),
    digitsAt(text, 14, 16),
    digitsAt(text, 17, 19),
  );
}

/** A moment as Excel stores dates: days since 1899-12-30 in UTC, the time as the fraction. */
function serialDate(cell: Date | WrittenMoment): number {
  const time = cell instanceof WrittenMoment ? writtenMomentTime(cell) : cell.getTime();
  return time / MILLISECONDS_PER_DAY + SERIAL_DAY_OF_UNIX_EPOCH;
}

function textCell(reference: string, text: string): string {
  return (
    `<c r="${reference}" t="inlineStr"><is><t xml:space="preserve">` +
    `${escapeXml(neutraliseFormula(text))}</t></is></c>`
  );
}

/** A cell's XML; an empty cell has none. */
function cellXml(reference: string, cell: SpreadsheetCell): string {
  if (cell === null) return "";
  if (typeof cell === "string") return textCell(reference, cell);
  return `<c r="${reference}" s="${DATE_STYLE}"><v>${serialDate(cell)}</v></c>`;
}

// Written with loops and +=, not map and join, as the CSV lines are: the arrays those make for
// every row would be most of the garbage an export leaves.
function rowXml(rowNumber: number, row: readonly SpreadsheetCell[], letters: string[]): string {
  let xml = `<row r="${rowNumber}">`;
  for (let index = 0; index < row.length; index += 1) {
    xml += cellXml(`${letters[index] ?? columnLetters(index)}${rowNumber}`, row[index] ?? null);
  }
  return `${xml}</row>`;
}

/** The worksheet's XML, from its start to the end of the header row. */
function worksheetHead(columns: readonly string[], letters: string[]): string {
  const widths =
    columns.length === 0
      ? ""
      : `<cols><col min="1" max="${columns.length}" width="${COLUMN_WIDTH}" customWidth="1"/></cols>`;
  return (
    `${XML_DECLARATION}<worksheet xmlns="${SPREADSHEET_NAMESPACE}">${widths}<sheetData>` +
    rowXml(1, columns, letters)
  );
}

/** The most UTF-8 bytes one UTF-16 unit of a string takes. */
const MAX_BYTES_PER_UNIT = 3;
/** The size of the pieces the rows' XML is written in (a longer row gets a piece of its own). */
const CHUNK_BYTES = 64 * 1024;

/**
 * The worksheet's XML in pieces of about CHUNK_BYTES, the next batch of rows read only when the
 * last one is written. Each row's string goes into the current piece as soon as it is made, so
 * strings and pieces die young. Two other ways measured worse on a 100,000-row export: one string
 * per batch built with += lives through young collections as a tree of hundreds of thousands of
 * pieces, each collection copying it (15-50 ms each instead of 2); one Buffer per batch, a few
 * megabytes, outlives them and is promoted, and the server's memory rose further (170-190 MB
 * instead of 145 on the first export) and each export took 0.2-0.3 s longer.
 */
async function* worksheetChunks(
  columns: readonly string[],
  batches: AsyncIterable<SpreadsheetRow[]>,
): AsyncGenerator<Buffer> {
  const letters = columns.map((_, index) => columnLetters(index));
  yield Buffer.from(worksheetHead(columns, letters));
  let rowNumber = 1;
  let buffer = Buffer.allocUnsafe(CHUNK_BYTES);
  let length = 0;
  for await (const batch of batches) {
    for (const row of batch) {
      rowNumber += 1;
      const xml = rowXml(rowNumber, row, letters);
      if (length + xml.length * MAX_BYTES_PER_UNIT > buffer.length) {
        if (length > 0) yield buffer.subarray(0, length);
        buffer = Buffer.allocUnsafe(Math.max(CHUNK_BYTES, xml.length * MAX_BYTES_PER_UNIT));
        length = 0;
      }
      length += buffer.write(xml, length);
    }
  }
  if (length > 0) yield buffer.subarray(0, length);
  yield Buffer.from("</sheetData></worksheet>");
}

const CONTENT_TYPES_XML =
  `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
  `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  `<Override PartName="/xl/workbook.xml" ContentType="${CONTENT_TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="${CONTENT_TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${CONTENT_TYPE}.styles+xml"/>` +
  "</Types>";

const PACKAGE_RELATIONSHIPS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  "</Relationships>";

const WORKBOOK_RELATIONSHIPS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${DOCUMENT_RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/>` +
  `<Relationship Id="rId2" Type="${DOCUMENT_RELATIONSHIPS}/styles" Target="styles.xml"/>` +
  "</Relationships>";

// Excel expects a font, the two fills it reserves, a border and the Normal style in every
// workbook's styles, so those are here even though no cell asks for them.
const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${SPREADSHEET_NAMESPACE}">` +
  `<numFmts count="1"><numFmt numFmtId="${DATE_FORMAT_ID}" formatCode="${DATE_FORMAT}"/></numFmts>` +
  '<fonts count="1"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
  '<fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  `<xf numFmtId="${DATE_FORMAT_ID}" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>` +
  "</cellXfs>" +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  "</styleSheet>";

function workbookXml(sheetName: string): string {
  const name = escapeXml(sheetName.slice(0, MAX_SHEET_NAME_LENGTH)) || "Sheet1";
  return (
    `${XML_DECLARATION}<workbook xmlns="${SPREADSHEET_NAMESPACE}" xmlns:r="${DOCUMENT_RELATIONSHIPS}">` +
    `<sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`
  );
}

/** What an XLSX export writes: one sheet, its header and its rows batch by batch. */
export interface XlsxSheet {
  sheetName: string;
  columns: readonly string[];
  batches: AsyncIterable<SpreadsheetRow[]>;
}

/**
 * The workbook's bytes, written as the reader asks for them: the next batch of rows is read only
 * when the zip writer has passed the last one on, so memory holds about one batch, and a reader
 * that goes away stops the reading. A failure in the rows ends the stream in that error.
 */
export function writeXlsx({ sheetName, columns, batches }: XlsxSheet): Readable {
  const part = (name: string, xml: string) => ({ name, content: Buffer.from(xml), deflate: true });
  return writeZip([
    part("[Content_Types].xml", CONTENT_TYPES_XML),
    part("_rels/.rels", PACKAGE_RELATIONSHIPS_XML),
    part("xl/workbook.xml", workbookXml(sheetName)),
    part("xl/_rels/workbook.xml.rels", WORKBOOK_RELATIONSHIPS_XML),
    part("xl/styles.xml", STYLES_XML),
    {
      name: "xl/worksheets/sheet1.xml",
      content: worksheetChunks(columns, batches),
      deflate: true,
    },
  ]);
}

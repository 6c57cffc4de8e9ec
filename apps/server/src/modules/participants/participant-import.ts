import {
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  type ImportDuplicate,
  type ImportPreviewRow,
  type ImportRowError,
  MAX_IMPORT_COLUMNS,
  MAX_IMPORT_PREVIEW_ROWS,
  MAX_IMPORT_ROWS,
  PARTICIPANT_IMPORT_FIELD_LABELS,
  PARTICIPANT_IMPORT_FIELDS,
  type ParticipantImportField,
  type ParticipantImportMapping,
  type ParticipantInput,
  participantInputSchema,
  REQUIRED_PARTICIPANT_IMPORT_FIELDS,
  XLSX_MIME_TYPE,
} from "@events/contract";
import type ExcelJS from "exceljs";
import Papa from "papaparse";
import { badRequest, HttpError, unsupportedMediaType } from "../../errors.js";
import { DETECTION_SAMPLE_BYTES, detectFileType } from "../../files/file-types.js";
import { restoreNeutralisedFormula } from "../../http/spreadsheet-export.js";
import { readWorkbookRows } from "./workbook-reader.js";

// Reading a participants spreadsheet (issue 13): deciding its kind by content, decoding CSV
// text, reading its table with papaparse or exceljs, mapping columns to fields and checking each
// row with the same schema as create. No database here: the service adds what the event holds.

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

export type SpreadsheetKind = "csv" | "xlsx";

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
/** A zip that file-type cannot tell apart may still be a workbook; exceljs then decides. */
const WORKBOOK_ZIP_TYPES = new Set([XLSX_MIME_TYPE, "application/zip"]);

const tooManyRows = () => badRequest(IMPORT_MESSAGES.tooManyRows);
const tooManyColumns = () => badRequest(IMPORT_MESSAGES.tooManyColumns);

/**
 * XLSX is a zip ("PK\x03\x04") holding a workbook; anything else is read as CSV text. A zip of
 * another kind (a Word file) is refused here; text that is not text is refused by decodeCsv.
 */
export async function detectSpreadsheetKind(file: Buffer): Promise<SpreadsheetKind> {
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
export function decodeCsv(file: Buffer): string {
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
export function readCsvTable(text: string): SheetTable {
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
export async function readXlsxTable(file: Buffer): Promise<SheetTable> {
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

/** Headers are compared by their letters and digits only, whatever the case. */
const headerKey = (header: string) => header.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");

/** Headers each field is recognised by, best first (already in headerKey form). */
const HEADER_SYNONYMS: Record<ParticipantImportField, readonly string[]> = {
  name: ["name", "fullname", "participantname", "participant", "attendeename", "displayname"],
  email: ["email", "emailaddress", "mail", "emailid", "courriel"],
  phone: [
    "phone",
    "mobile",
    "phonenumber",
    "mobilenumber",
    "mobilephone",
    "telephone",
    "tel",
    "cell",
    "cellphone",
  ],
  username: ["username", "user", "login", "userid", "handle", "nickname"],
  role: ["role", "participantrole", "participantroles", "type"],
};

/** The mapping guessed from the headers: each field to the first column it recognises. */
export function guessMapping(columns: readonly string[]): Record<string, string> {
  const mapping: Record<string, string> = {};
  const used = new Set<string>();
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    for (const synonym of HEADER_SYNONYMS[field]) {
      const column = columns.find((name) => headerKey(name) === synonym && !used.has(name));
      if (column !== undefined) {
        mapping[field] = column;
        used.add(column);
        break;
      }
    }
  }
  return mapping;
}

/**
 * The given mapping checked against the file's headers (exactly, else ignoring case and
 * punctuation), answered with the file's own spelling. A column the file lacks: 400 naming it.
 */
export function resolveMapping(
  columns: readonly string[],
  given: ParticipantImportMapping,
): Record<string, string> {
  const mapping: Record<string, string> = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const header = given[field];
    if (header === undefined) continue;
    const column =
      columns.find((name) => name === header) ??
      columns.find((name) => headerKey(name) === headerKey(header));
    if (column === undefined) {
      throw new HttpError(400, IMPORT_MESSAGES.missingColumn(header), {}, [
        { field: `mapping.${field}`, message: IMPORT_MESSAGES.missingColumn(header) },
      ]);
    }
    mapping[field] = column;
  }
  return mapping;
}

/** What checking the rows found: the inputs of valid rows, and every fault by row. */
export interface CheckedRows {
  /** Rows that passed the schema, with their row numbers (duplicates are still among them). */
  inputs: { row: number; input: ParticipantInput }[];
  errors: ImportRowError[];
  /** Repeats of an e-mail or username within the file, each naming the row it repeats. */
  duplicates: ImportDuplicate[];
}

/** The schema's field names, as the import names them. */
const IMPORT_FIELD_OF: Record<string, string> = { participant_role: "role" };

function valuesOf(
  cells: readonly string[],
  indexes: Partial<Record<ParticipantImportField, number>>,
): Record<ParticipantImportField, string> {
  const values = {} as Record<ParticipantImportField, string>;
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const index = indexes[field];
    values[field] = index === undefined ? "" : (cells[index] ?? "");
  }
  return values;
}

/**
 * Checks every row with the contract's participantInputSchema (the rules of create), and finds
 * e-mails and usernames the file repeats, compared without case. A required field no column is
 * mapped to is one error on the header row.
 */
export function checkRows(
  eventId: string,
  table: SheetTable,
  mapping: Readonly<Record<string, string>>,
): CheckedRows {
  const errors: ImportRowError[] = [];
  const duplicates: ImportDuplicate[] = [];
  const inputs: CheckedRows["inputs"] = [];
  const unmapped = REQUIRED_PARTICIPANT_IMPORT_FIELDS.filter((field) => !mapping[field]);
  if (unmapped.length > 0) {
    for (const field of unmapped) {
      errors.push({
        row: 1,
        field,
        message: IMPORT_MESSAGES.unmappedField(PARTICIPANT_IMPORT_FIELD_LABELS[field]),
      });
    }
    return { inputs, errors, duplicates };
  }
  const indexes: Partial<Record<ParticipantImportField, number>> = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column !== undefined) indexes[field] = table.columns.indexOf(column);
  }
  const firstRowOf = { email: new Map<string, number>(), username: new Map<string, number>() };
  for (const { row, cells } of table.rows) {
    const values = valuesOf(cells, indexes);
    const parsed = participantInputSchema.safeParse({
      event_id: eventId,
      name: values.name,
      email: values.email,
      phone: values.phone,
      username: values.username,
      participant_role: values.role,
      skip_otp: null,
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0] ?? "file");
        errors.push({ row, field: IMPORT_FIELD_OF[field] ?? field, message: issue.message });
      }
      continue;
    }
    for (const field of ["email", "username"] as const) {
      const key = parsed.data[field].toLowerCase();
      const first = firstRowOf[field].get(key);
      if (first === undefined) firstRowOf[field].set(key, row);
      else {
        duplicates.push({
          row,
          [field]: parsed.data[field],
          message: IMPORT_MESSAGES.duplicateInFile(first),
        });
      }
    }
    inputs.push({ row, input: parsed.data });
  }
  return { inputs, errors, duplicates };
}

/** The first rows, then every faulty row, as the file has them under the mapped fields. */
export function buildPreview(
  table: SheetTable,
  mapping: Readonly<Record<string, string>>,
  faultyRows: ReadonlySet<number>,
): ImportPreviewRow[] {
  const indexes: Partial<Record<ParticipantImportField, number>> = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column !== undefined) indexes[field] = table.columns.indexOf(column);
  }
  const preview: ImportPreviewRow[] = [];
  table.rows.forEach(({ row, cells }, position) => {
    if (preview.length >= MAX_IMPORT_PREVIEW_ROWS) return;
    if (position >= IMPORT_PREVIEW_ROWS && !faultyRows.has(row)) return;
    const values = valuesOf(cells, indexes);
    preview.push({
      row,
      values: Object.fromEntries(
        Object.entries(values).filter(
          ([field]) => indexes[field as ParticipantImportField] !== undefined,
        ),
      ),
    });
  });
  return preview;
}

import { LANGUAGES } from "./languages.js";
import { type FileRule, MEGABYTE } from "./uploads.js";

// The spreadsheets' plain values, apart from the schemas (participant-transfer.ts): every list
// with an export button draws the export's formats and labels on its first load, and a page that
// reads a server's message by its code (error-codes.ts) needs the import's messages; zod should
// not have to come with them.

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: "CSV",
  xlsx: "Excel (.xlsx)",
};

/** The participant fields a spreadsheet column can be mapped to, in the order they are shown. */
export const PARTICIPANT_IMPORT_FIELDS = [
  "name",
  "email",
  "phone",
  "username",
  "role",
  "language",
] as const;
export type ParticipantImportField = (typeof PARTICIPANT_IMPORT_FIELDS)[number];
/**
 * A file must give these; phone may be missing, a missing role means attendee and a missing
 * language the server's default.
 */
export const REQUIRED_PARTICIPANT_IMPORT_FIELDS = [
  "name",
  "email",
  "username",
] as const satisfies readonly ParticipantImportField[];

export const PARTICIPANT_IMPORT_FIELD_LABELS: Record<ParticipantImportField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  username: "Username",
  role: "Role",
  language: "Language",
};

export const MAX_IMPORT_BYTES = 10 * MEGABYTE;
export const MAX_IMPORT_ROWS = 20_000;
/**
 * Columns an import reads: the five fields beside the many an organiser's own list or a
 * registration export may carry. Cells to the right of the header's last column are not read.
 */
export const MAX_IMPORT_COLUMNS = 100;
/** How many rows of the file a dry run hands back as they were read, beside every faulty row. */
export const IMPORT_PREVIEW_ROWS = 10;
/** At most this many rows in a dry run's preview, so a file of faulty rows stays a small answer. */
export const MAX_IMPORT_PREVIEW_ROWS = 200;

export const CSV_MIME_TYPE = "text/csv";
export const XLSX_MIME_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** An XLSX is a zip: what its parts may unpack to, so a small file cannot fill the memory. */
export const MAX_UNPACKED_WORKBOOK_BYTES = 200 * 1024 * 1024;
/**
 * What one cell (with its markup) and one row of a worksheet's XML may hold: far above Excel's
 * own 32,767 characters a cell, and a bound on what reading one of them holds in memory.
 */
export const MAX_WORKBOOK_CELL_BYTES = 256 * 1024;
export const MAX_WORKBOOK_ROW_BYTES = 2 * MEGABYTE;

export const IMPORT_MESSAGES = {
  selectFile: "Please select a CSV or Excel (.xlsx) file",
  unsupportedType: "The file must be a CSV or an Excel workbook (.xlsx)",
  tooLarge: `The file must be ${MAX_IMPORT_BYTES / MEGABYTE} MB or smaller`,
  tooManyRows: `The file has more than ${MAX_IMPORT_ROWS.toLocaleString("en")} rows; split it into smaller files`,
  tooManyColumns: `The file has more than ${MAX_IMPORT_COLUMNS} columns; delete the ones not needed and upload it again`,
  emptyFile: "The file is empty",
  headersOnly: "The file has a header row but no participants",
  brokenWorkbook: "The Excel file could not be read; save it again as .xlsx or CSV",
  noWorksheet: "The Excel file has no worksheet",
  workbookTooLarge: `The Excel file unpacks to more than ${MAX_UNPACKED_WORKBOOK_BYTES / (1024 * 1024)} MB; save it as CSV or split it`,
  workbookCellTooLarge: `The Excel file has a cell larger than ${MAX_WORKBOOK_CELL_BYTES / 1024} KB; check the file or save it as CSV`,
  workbookRowTooLarge: `The Excel file has a row larger than ${MAX_WORKBOOK_ROW_BYTES / MEGABYTE} MB; check the file or save it as CSV`,
  binaryText: "The file is not text: save it as CSV (UTF-8) or .xlsx",
  badCsv: "The CSV file could not be read",
  mappingNotJson: "mapping must be a JSON object of field to column header",
  missingColumn: (header: string) => `The file has no column "${header}"`,
  unmappedField: (label: string) => `Choose the column that holds ${label}`,
  invalidFile: "Nothing was imported: fix the rows listed and upload the file again",
  duplicateInFile: (row: number) => `Repeats row ${row} of the file`,
  alreadyInEvent: "Already in this event",
  addedMeanwhile:
    "Some of these participants were added to the event meanwhile; nothing was imported. Check the file again.",
  invalidLanguage: `Language must be one of ${LANGUAGES.join(", ")}, or empty`,
  imported: (count: number) =>
    `${count.toLocaleString("en")} participant${count === 1 ? "" : "s"} imported`,
  columnUnnamed: (field: string) => `The column for ${field} must be named`,
  mappingUnknownFields: (fields: string) => `mapping may only name ${fields}`,
  dryRunNotBoolean: 'dry_run must be "true" or "false"',
} as const;

/** The rule the upload is held to; text has no magic number, so CSV is whatever is not XLSX. */
export const PARTICIPANT_IMPORT_FILE_RULE = {
  mimeTypes: [CSV_MIME_TYPE, XLSX_MIME_TYPE],
  extensions: [".csv", ".xlsx"],
  maxBytes: MAX_IMPORT_BYTES,
  typeMessage: IMPORT_MESSAGES.unsupportedType,
  sizeMessage: IMPORT_MESSAGES.tooLarge,
} as const satisfies FileRule;

import {
  type Answers,
  errorCodeOf,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  type ImportPreviewRow,
  type ImportRowError,
  isLanguage,
  type Language,
  MAX_IMPORT_PREVIEW_ROWS,
  PARTICIPANT_IMPORT_FIELD_LABELS,
  PARTICIPANT_IMPORT_FIELDS,
  type ParticipantImportField,
  type ParticipantImportMapping,
  type ParticipantInput,
  participantInputSchema,
  type Question,
  REQUIRED_PARTICIPANT_IMPORT_FIELDS,
} from "@events/contract";
import { HttpError } from "../../errors.js";
import type { SheetTable } from "../../spreadsheets/spreadsheet-reader.js";
import { importedAnswersOf, importedQuestionsOf } from "./participant-answers.js";

// What a participants spreadsheet means: which column holds which field, and each row checked
// with the same schema as create. No database here: the service adds what the event holds.

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
  language: ["language", "lang", "preferredlanguage", "locale"],
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

/** A row's problem: its English words, with their code as an error answer's details have it. */
export function importProblem(
  message: string,
): Pick<ImportRowError, "message" | "code" | "params"> {
  return { message, ...errorCodeOf(message) };
}

/** What checking the rows found: the inputs of rows the schema passed, and its faults by row. */
export interface CheckedRows {
  /**
   * Rows that passed the schema, with their row numbers and their answers to the form's
   * questions (duplicates are still among them).
   */
  inputs: { row: number; input: ParticipantInput; answers: Answers; language: Language | null }[];
  errors: ImportRowError[];
}

/** The schema's field names, as the import names them. */
const IMPORT_FIELD_OF: Record<string, string> = { participant_role: "role" };

/** A language cell: a language's code in any case, or empty for none; undefined when neither. */
function readLanguage(cell: string): Language | null | undefined {
  const code = cell.trim().toLowerCase();
  if (code === "") return null;
  return isLanguage(code) ? code : undefined;
}

/** The position of each mapped field's column in the table. */
function columnIndexes(
  table: SheetTable,
  mapping: Readonly<Record<string, string>>,
): Partial<Record<ParticipantImportField, number>> {
  const indexes: Partial<Record<ParticipantImportField, number>> = {};
  for (const field of PARTICIPANT_IMPORT_FIELDS) {
    const column = mapping[field];
    if (column !== undefined) indexes[field] = table.columns.indexOf(column);
  }
  return indexes;
}

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
 * Checks every row with the contract's participantInputSchema (the rules of create), and the
 * answers in the columns headed by a question's label with the form's rules. A required field
 * no column is mapped to is one error on the header row.
 */
export function checkRows(
  eventId: string,
  table: SheetTable,
  mapping: Readonly<Record<string, string>>,
  questions: readonly Question[] = [],
): CheckedRows {
  const errors: ImportRowError[] = [];
  const inputs: CheckedRows["inputs"] = [];
  const unmapped = REQUIRED_PARTICIPANT_IMPORT_FIELDS.filter((field) => !mapping[field]);
  if (unmapped.length > 0) {
    for (const field of unmapped) {
      errors.push({
        row: 1,
        field,
        ...importProblem(IMPORT_MESSAGES.unmappedField(PARTICIPANT_IMPORT_FIELD_LABELS[field])),
      });
    }
    return { inputs, errors };
  }
  const indexes = columnIndexes(table, mapping);
  const imported = importedQuestionsOf(questions, table.columns);
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
        errors.push({
          row,
          field: IMPORT_FIELD_OF[field] ?? field,
          ...importProblem(issue.message),
        });
      }
    }
    const language = readLanguage(values.language);
    if (language === undefined) {
      errors.push({ row, field: "language", ...importProblem(IMPORT_MESSAGES.invalidLanguage) });
    }
    const { answers, faults } = importedAnswersOf(questions, imported, cells);
    for (const fault of faults) errors.push({ row, ...fault });
    if (parsed.success && language !== undefined && faults.length === 0) {
      inputs.push({ row, input: parsed.data, answers, language });
    }
  }
  return { inputs, errors };
}

/** The first rows, then every faulty row, as the file has them under the mapped fields. */
export function buildPreview(
  table: SheetTable,
  mapping: Readonly<Record<string, string>>,
  faultyRows: ReadonlySet<number>,
): ImportPreviewRow[] {
  const indexes = columnIndexes(table, mapping);
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

import { z } from "zod";
import { errorParamsSchema, errorResponseSchema, oneOfSchema } from "./common.js";
import {
  EXPORT_FORMATS,
  IMPORT_MESSAGES,
  IMPORT_PREVIEW_ROWS,
  MAX_IMPORT_PREVIEW_ROWS,
  PARTICIPANT_IMPORT_FIELDS,
  type ParticipantImportField,
} from "./participant-transfer-constants.js";
import { participantListQuerySchema } from "./participants.js";

// Participants in and out of spreadsheets: the import's fields, limits and answers,
// and the export's formats and columns. The server checks with these, the web shows them.

export * from "./participant-transfer-constants.js";

/** Our field → the header of the file's column holding it. */
export const participantImportMappingSchema = z.strictObject(
  Object.fromEntries(
    PARTICIPANT_IMPORT_FIELDS.map((field) => [
      field,
      z.string().trim().min(1, IMPORT_MESSAGES.columnUnnamed(field)).optional(),
    ]),
  ) as Record<ParticipantImportField, z.ZodOptional<z.ZodString>>,
  {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? IMPORT_MESSAGES.mappingUnknownFields(PARTICIPANT_IMPORT_FIELDS.join(", "))
        : undefined,
  },
);
export type ParticipantImportMapping = z.infer<typeof participantImportMappingSchema>;

/** mapping arrives as a multipart text field holding JSON. */
const mappingFieldSchema = z.string().transform((text, context): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue({ code: "custom", message: IMPORT_MESSAGES.mappingNotJson });
    return z.NEVER;
  }
});

/** The text fields of the import form (the file part is read beside them). */
export const participantImportFieldsSchema = z.object({
  mapping: z
    .preprocess(
      (value) => (value === "" ? undefined : value),
      mappingFieldSchema
        .pipe(z.record(z.string(), z.unknown(), { error: IMPORT_MESSAGES.mappingNotJson }))
        .pipe(participantImportMappingSchema)
        .optional(),
    )
    .describe(
      `Optional JSON object: our field (${PARTICIPANT_IMPORT_FIELDS.join(", ")}) → the file's ` +
        "column header. Without it the mapping is guessed from the headers.",
    ),
  dry_run: z
    .enum(["true", "false"], { error: IMPORT_MESSAGES.dryRunNotBoolean })
    .optional()
    .transform((value) => value === "true")
    .describe('"true" checks the file and stores nothing; default "false"'),
});
export type ParticipantImportFields = z.infer<typeof participantImportFieldsSchema>;

/** A row's problem's code and a template's values, as an error answer's details carry them. */
const importProblemCodeShape = {
  code: z
    .string()
    .optional()
    .describe("The message's code (error-codes.ts), to show it translated"),
  params: errorParamsSchema.optional(),
};

export const importRowErrorSchema = z.object({
  row: z.number().int().min(1).describe("The file's row number; the header is row 1"),
  field: z.string().describe("The participant field, or 'file' for the row as a whole"),
  message: z.string(),
  ...importProblemCodeShape,
  label: z
    .string()
    .optional()
    .describe("For an answer's fault, its question's label, which message begins with"),
});
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importDuplicateSchema = z.object({
  row: z.number().int().min(1),
  email: z.string().optional().describe("The e-mail repeated, when it is the e-mail"),
  username: z.string().optional().describe("The username repeated, when it is the username"),
  message: z.string().describe("Whether it repeats an earlier row or is already in the event"),
  ...importProblemCodeShape,
});
export type ImportDuplicate = z.infer<typeof importDuplicateSchema>;

export const importPreviewRowSchema = z.object({
  row: z.number().int().min(1),
  values: z.record(z.string(), z.string()).describe("The mapped fields, as the file has them"),
});
export type ImportPreviewRow = z.infer<typeof importPreviewRowSchema>;

export const participantImportDryRunResponseSchema = z.object({
  columns: z.array(z.string()).describe("The file's column headers, in order"),
  mapping: z.record(z.string(), z.string()).describe("The mapping used: field → column header"),
  rows: z.number().int().min(0).describe("Participant rows in the file (blank rows skipped)"),
  valid: z.number().int().min(0).describe("Rows that would be imported"),
  errors: z.array(importRowErrorSchema),
  duplicates: z.array(importDuplicateSchema),
  preview: z
    .array(importPreviewRowSchema)
    .describe(
      `The first ${IMPORT_PREVIEW_ROWS} rows and every faulty row, at most ${MAX_IMPORT_PREVIEW_ROWS}`,
    ),
});
export type ParticipantImportDryRunResponse = z.infer<typeof participantImportDryRunResponseSchema>;

export const participantImportResponseSchema = z.object({
  created: z.number().int().min(0),
});
export type ParticipantImportResponse = z.infer<typeof participantImportResponseSchema>;

/** A refused file: the error, and for faulty rows the same lists a dry run gives. */
export const participantImportErrorResponseSchema = errorResponseSchema.extend({
  errors: z.array(importRowErrorSchema).optional(),
  duplicates: z.array(importDuplicateSchema).optional(),
});
export type ParticipantImportErrorResponse = z.infer<typeof participantImportErrorResponseSchema>;

/** The import template's columns (the ones the guesser knows best) and its one example row. */
export const PARTICIPANT_IMPORT_TEMPLATE = {
  fileName: "participants-template.csv",
  headers: ["Name", "Email", "Phone", "Username", "Role", "Language"],
  example: ["Ada Lovelace", "ada@example.org", "+44 20 7946 0000", "ada", "speaker", "en"],
} as const;

// Export.

const exportFormatSchema = oneOfSchema(EXPORT_FORMATS, "format")
  .default("csv")
  .describe("csv (UTF-8 with a byte order mark) or xlsx; default csv");

export const PARTICIPANT_EXPORT_COLUMNS = [
  "name",
  "email",
  "phone",
  "username",
  "role",
  "status",
  "joined",
  "checked_in",
] as const;
export const SESSION_EXPORT_COLUMNS = [
  "name",
  "type",
  "start",
  "end",
  "venue",
  "description",
] as const;

/** The list's filters (q, role, status, checked_in, answer_question and answer_value) and the format. */
export const participantExportQuerySchema = participantListQuerySchema
  .pick({
    q: true,
    role: true,
    status: true,
    checked_in: true,
    answer_question: true,
    answer_value: true,
  })
  .extend({ format: exportFormatSchema });
export type ParticipantExportQuery = z.infer<typeof participantExportQuerySchema>;

export const sessionExportQuerySchema = z.object({ format: exportFormatSchema });
export type SessionExportQuery = z.infer<typeof sessionExportQuerySchema>;

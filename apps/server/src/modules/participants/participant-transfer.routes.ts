import {
  CSV_MIME_TYPE,
  errorResponseSchema,
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  PARTICIPANT_EXPORT_COLUMNS,
  PARTICIPANT_IMPORT_FIELDS,
  PARTICIPANT_IMPORT_FILE_RULE,
  PARTICIPANT_IMPORT_TEMPLATE,
  PARTICIPANT_ROLES,
  participantEventIdParamsSchema,
  participantExportQuerySchema,
  participantImportDryRunResponseSchema,
  participantImportErrorResponseSchema,
  participantImportFieldsSchema,
  participantImportResponseSchema,
  REQUIRED_PARTICIPANT_IMPORT_FIELDS,
  UPLOAD_MESSAGES,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import Papa from "papaparse";
import { z } from "zod";
import type { AccessKernel } from "../../access/access-kernel.js";
import { errorBody } from "../../errors.js";
import {
  acceptUploadsForEventParam,
  inMemoryUploads,
  requireHeldFile,
} from "../../files/request-uploads.js";
import { contentDisposition } from "../../http/content-disposition.js";
import { requireMultipart } from "../../http/multipart.js";
import {
  commonErrors,
  describeSizeLimit,
  eventNotFoundResponse,
  fileErrors,
  filePartSchema,
  okOrNotFound,
} from "../../http/openapi.js";
import { sendEventExport, spreadsheetResponse } from "../../http/spreadsheet-export.js";
import type { ParticipantExportService } from "./participant-export.service.js";
import type { ParticipantImportService } from "./participant-import.service.js";
import { PARTICIPANT_IMPORT_UPLOAD } from "./participants.files.js";

export interface ParticipantTransferRoutesOptions {
  importService: ParticipantImportService;
  exportService: ParticipantExportService;
  access: AccessKernel;
}

const IMPORT_FILE_FIELD = "file";

const MULTIPART_REQUIRED_MESSAGE = UPLOAD_MESSAGES.importFileRequired;

const importFormSchema = participantImportFieldsSchema.extend({
  file: filePartSchema(
    `The spreadsheet: CSV or XLSX, decided by content (a zip is XLSX, anything else is read as ` +
      `CSV text), ${describeSizeLimit(PARTICIPANT_IMPORT_FILE_RULE)}, at most ` +
      `${MAX_IMPORT_ROWS.toLocaleString("en")} rows below its header row.`,
  ),
});

const IMPORT_DESCRIPTION = [
  "Send multipart/form-data with the file part 'file' and the optional text fields mapping and",
  "dry_run. The first row (the first worksheet's, for XLSX) holds the column headers; blank rows",
  `are skipped. mapping names, for each field (${PARTICIPANT_IMPORT_FIELDS.join(", ")}), the`,
  "header of the column holding it; without it the columns are guessed from headers such as",
  '"Full name", "E-mail", "Mobile", "User name" and "Role". name, email and username',
  `(${REQUIRED_PARTICIPANT_IMPORT_FIELDS.join(", ")}) must be mapped. Each row is checked as`,
  "create-single checks it; role is one of",
  `${PARTICIPANT_ROLES.join(", ")} in any case, with or without a 'ParticipantRole.' prefix,`,
  "blank = attendee. An e-mail or username (either case) may appear once in the file and must",
  "not be in the event already. A column headed by the label of a question of the event's",
  "registration form (whatever the case and surrounding blanks) holds the answers to it, checked",
  'as an admin\'s edit of them is (several choices separated by ";", a checkbox Yes or No); a',
  "faulty answer is an error of its row, named answers.<question id>. CSV text: a byte order mark decides UTF-8 or UTF-16 (LE/BE);",
  "without one the text is UTF-8 when it is valid UTF-8 and is otherwise decoded as",
  "Windows-1252 (Latin-1), never refused for it; the delimiter (comma, semicolon, tab) is",
  "detected. Row numbers are the file's, the header being row 1. dry_run=true answers 200 with",
  "what was found and stores nothing. Otherwise every row is stored in one transaction (201",
  "{created}), or, when any row is faulty, none (400 with the same errors and duplicates lists).",
  "Event admins only for their own events.",
].join(" ");

export const participantTransferRoutes: FastifyPluginAsyncZod<
  ParticipantTransferRoutesOptions
> = async (app, { importService, exportService, access }) => {
  // The file is read into memory once the caller may manage the event, never before.
  const acceptImportForm = acceptUploadsForEventParam(
    inMemoryUploads,
    { [IMPORT_FILE_FIELD]: PARTICIPANT_IMPORT_UPLOAD },
    (request, eventId) => access.requireEvent(request, eventId).then(() => undefined),
  );

  app.post(
    "/import/:eventId",
    {
      config: { token: "participants" },
      onRequest: requireMultipart(MULTIPART_REQUIRED_MESSAGE),
      preValidation: acceptImportForm,
      schema: {
        summary: "Import participants from a CSV or Excel file, all or nothing",
        description: IMPORT_DESCRIPTION,
        tags: ["participants"],
        consumes: ["multipart/form-data"],
        params: participantEventIdParamsSchema,
        body: importFormSchema,
        response: {
          200: participantImportDryRunResponseSchema.describe("dry_run=true: what the file holds"),
          201: participantImportResponseSchema,
          ...commonErrors,
          400: participantImportErrorResponseSchema.describe(
            "No file, an empty file or one with only headers, a broken XLSX, more than " +
              `${MAX_IMPORT_ROWS.toLocaleString("en")} rows, mapping not JSON or naming a ` +
              "column the file lacks, or (a real run) faulty rows, listed in errors and duplicates",
          ),
          404: eventNotFoundResponse,
          409: errorResponseSchema.describe(IMPORT_MESSAGES.addedMeanwhile),
          ...fileErrors(
            PARTICIPANT_IMPORT_FILE_RULE,
            `Not multipart/form-data, or not CSV or XLSX (${IMPORT_MESSAGES.unsupportedType})`,
          ),
        },
      },
    },
    async (request, reply) => {
      const outcome = await importService.importParticipants(
        request,
        request.params.eventId,
        requireHeldFile(request, IMPORT_FILE_FIELD, IMPORT_MESSAGES.selectFile),
        request.body,
      );
      if (outcome.kind === "report") return reply.code(200).send(outcome.report);
      if (outcome.kind === "created") return reply.code(201).send({ created: outcome.created });
      const { errors, duplicates } = outcome.report;
      return reply
        .code(400)
        .send({ ...errorBody(400, IMPORT_MESSAGES.invalidFile), errors, duplicates });
    },
  );

  app.get(
    "/export/:eventId",
    {
      config: { token: "participants" },
      schema: {
        summary: "Download an event's participants as CSV or Excel",
        description:
          `Columns: ${PARTICIPANT_EXPORT_COLUMNS.join(", ")} (joined in UTC), then one per ` +
          "question of the registration form (headed by its label: those on the form, then those " +
          "taken off it that someone answered), each answer as one line of text. The list's " +
          "filters q, role, status, checked_in, answer_question and answer_value pick the participants, newest first as the list shows " +
          "them; rows are streamed, so any number can be exported. The file is named after the " +
          "event. Event admins only for their own events.",
        tags: ["participants"],
        params: participantEventIdParamsSchema,
        querystring: participantExportQuerySchema,
        response: okOrNotFound(spreadsheetResponse, eventNotFoundResponse),
      },
    },
    sendEventExport(exportService.exportParticipants),
  );

  const template = `\uFEFF${Papa.unparse(
    [[...PARTICIPANT_IMPORT_TEMPLATE.headers], [...PARTICIPANT_IMPORT_TEMPLATE.example]],
    { newline: "\r\n" },
  )}\r\n`;

  app.get(
    "/import-template",
    {
      config: { token: "participants" },
      schema: {
        summary: "A CSV template for importing participants",
        description:
          `Headers ${PARTICIPANT_IMPORT_TEMPLATE.headers.join(", ")}, which the import ` +
          "recognises without a mapping, and one example row.",
        tags: ["participants"],
        response: {
          200: {
            description: "The template, as an attachment",
            content: { [CSV_MIME_TYPE]: { schema: z.any().meta({ type: "string" }) } },
          },
          ...commonErrors,
        },
      },
    },
    async (_request, reply) =>
      reply
        .header("content-type", `${CSV_MIME_TYPE}; charset=utf-8`)
        .header(
          "content-disposition",
          contentDisposition("attachment", PARTICIPANT_IMPORT_TEMPLATE.fileName),
        )
        .header("x-content-type-options", "nosniff")
        .send(template),
  );
};

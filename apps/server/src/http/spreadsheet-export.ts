import { CSV_MIME_TYPE, XLSX_MIME_TYPE } from "@events/contract";
import type { FastifyBaseLogger, FastifyReply } from "fastify";
import { z } from "zod";
import type { Caller } from "../access/caller.js";
import {
  type SpreadsheetExport,
  spreadsheetContentType,
  writeSpreadsheet,
} from "../spreadsheets/spreadsheet-writer.js";
import { sendAttachment } from "./attachment.js";

/**
 * Sends the table as an attachment. The status and headers go out before the first row is
 * read, so a failure after that can only cut the download short (and is logged); services check
 * access and load what they need before handing over the table.
 */
export function sendSpreadsheet(
  reply: FastifyReply,
  logger: FastifyBaseLogger,
  spreadsheet: SpreadsheetExport,
) {
  const body = writeSpreadsheet(spreadsheet, (error) =>
    logger.error({ err: error }, "writing a spreadsheet export failed"),
  );
  return sendAttachment(reply, {
    contentType: spreadsheetContentType(spreadsheet.format),
    fileName: `${spreadsheet.fileName}.${spreadsheet.format}`,
    body,
  });
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

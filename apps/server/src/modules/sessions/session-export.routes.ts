import {
  SESSION_EXPORT_COLUMNS,
  sessionEventIdParamsSchema,
  sessionExportQuerySchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { eventNotFoundResponse, okOrNotFound } from "../../http/openapi.js";
import { sendEventExport, spreadsheetResponse } from "../../http/spreadsheet-export.js";
import type { SessionExportService } from "./session-export.service.js";

export interface SessionExportRoutesOptions {
  sessionExportService: SessionExportService;
}

export const sessionExportRoutes: FastifyPluginAsyncZod<SessionExportRoutesOptions> = async (
  app,
  { sessionExportService },
) => {
  app.get(
    "/export/:eventId",
    {
      config: { token: "sessions" },
      schema: {
        summary: "Download an event's agenda (its sessions) as CSV or Excel",
        description:
          `Columns: ${SESSION_EXPORT_COLUMNS.join(", ")}, by start, then name, as the list ` +
          "shows them; start and end are the wall-clock times as entered, type the session " +
          "type's label (or the text given for Other). The file is named after the event. " +
          "Event admins only for their own events.",
        tags: ["sessions"],
        params: sessionEventIdParamsSchema,
        querystring: sessionExportQuerySchema,
        response: okOrNotFound(spreadsheetResponse, eventNotFoundResponse),
      },
    },
    sendEventExport(sessionExportService.exportSessions),
  );
};

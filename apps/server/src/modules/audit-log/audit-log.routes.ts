import {
  auditLogExportQuerySchema,
  auditLogPageSchema,
  auditLogQuerySchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireRole } from "../../access/require-role.js";
import { inputErrors } from "../../http/openapi.js";
import { sendSpreadsheet, spreadsheetResponse } from "../../http/spreadsheet-export.js";
import type { AuditLogService } from "./audit-log.service.js";

export interface AuditLogRoutesOptions {
  auditLogService: AuditLogService;
}

const FILTERS_DESCRIPTION =
  "Filters: event_id, actor_id, entity_type, action, from and to (YYYY-MM-DD for whole UTC " +
  "days, or ISO date-times). System admins see every entry; event admins only the entries of " +
  "the events assigned to them now (never users' or sign-in entries). The log is append-only: " +
  "no call changes or deletes an entry.";

export const auditLogRoutes: FastifyPluginAsyncZod<AuditLogRoutesOptions> = async (
  app,
  { auditLogService },
) => {
  const adminsOnly = requireRole("system_admin", "event_admin");

  // "" rather than "/": the route is exactly /api/audit-log, without a trailing-slash twin.
  app.get(
    "",
    {
      config: { token: "activity" },
      onRequest: adminsOnly,
      schema: {
        summary: "The activity log, newest first, one page",
        description: `${FILTERS_DESCRIPTION} Answers {entries, total, page, page_size}.`,
        tags: ["activity"],
        querystring: auditLogQuerySchema,
        response: { 200: auditLogPageSchema, ...inputErrors },
      },
    },
    async (request) => auditLogService.listPage(request, request.query),
  );

  app.get(
    "/export",
    {
      config: { token: "activity" },
      onRequest: adminsOnly,
      schema: {
        summary: "The activity log as CSV, newest first",
        description: `${FILTERS_DESCRIPTION} format=csv is required. Changes are one JSON cell. Rows are streamed, so any number can be exported.`,
        tags: ["activity"],
        querystring: auditLogExportQuerySchema,
        response: {
          200: { ...spreadsheetResponse, description: "The CSV file, as an attachment" },
          ...inputErrors,
        },
      },
    },
    async (request, reply) =>
      sendSpreadsheet(reply, request.log, auditLogService.exportLog(request, request.query)),
  );
};

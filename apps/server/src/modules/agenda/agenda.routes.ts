import {
  CALENDAR_MESSAGES,
  calendarFeedParamsSchema,
  calendarFeedQuerySchema,
  calendarLinkResponseSchema,
  errorResponseSchema,
  rotatedCalendarLinkResponseSchema,
  sessionConflictsResponseSchema,
  sessionEventIdParamsSchema,
  sessionIdParamsSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CALENDAR_MIME_TYPE,
  calendarResponse,
  sendCalendarFile,
} from "../../http/calendar-response.js";
import {
  eventNotFoundResponse,
  okOrNotFound,
  sessionNotFoundResponse,
} from "../../http/openapi.js";
import type { AgendaService } from "./agenda.service.js";

export interface AgendaRoutesOptions {
  agendaService: AgendaService;
}

// The agenda's calls, beside the session calls under /api/sessions.
export const agendaRoutes: FastifyPluginAsyncZod<AgendaRoutesOptions> = async (
  app,
  { agendaService },
) => {
  app.get(
    "/conflicts/:eventId",
    {
      config: { token: "sessions" },
      schema: {
        summary: "The pairs of an event's sessions in one venue at overlapping times",
        description:
          "Venues are compared trimmed and case-blind; sessions without a venue never clash; " +
          "one ending when the next starts does not clash. Event admins only for their own events.",
        tags: ["sessions"],
        params: sessionEventIdParamsSchema,
        response: okOrNotFound(sessionConflictsResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => agendaService.listConflicts(request, request.params.eventId),
  );

  app.get(
    "/calendar-link/:eventId",
    {
      config: { token: "events" },
      schema: {
        summary: "The event's calendar feed address, with its secret token",
        description:
          "The token is made on the first ask and stays until renewed. Anyone holding the " +
          "address can read the agenda. Event admins only for their own events.",
        tags: ["sessions"],
        params: sessionEventIdParamsSchema,
        response: okOrNotFound(calendarLinkResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => agendaService.getCalendarLink(request, request.params.eventId),
  );

  app.post(
    "/calendar-link/:eventId/rotate",
    {
      config: { token: "events" },
      schema: {
        summary: "Renew the event's calendar feed token, voiding the old address",
        description: `Answers the new address and '${CALENDAR_MESSAGES.rotated}'.`,
        tags: ["sessions"],
        params: sessionEventIdParamsSchema,
        response: okOrNotFound(rotatedCalendarLinkResponseSchema, eventNotFoundResponse),
      },
    },
    (request) => agendaService.rotateCalendarLink(request, request.params.eventId),
  );

  app.get(
    "/ics/:eventId",
    {
      config: { isPublic: true },
      schema: {
        summary: "The event's sessions as an iCalendar feed (no session; the token is the key)",
        description:
          "One VEVENT per session with a stable UID, its times in the event's time zone " +
          "(with its VTIMEZONE), the venue as LOCATION and the description. An unknown event, " +
          "a wrong token and a renewed one answer the same 404.",
        tags: ["sessions"],
        params: calendarFeedParamsSchema,
        querystring: calendarFeedQuerySchema,
        response: {
          200: calendarResponse("The feed"),
          400: errorResponseSchema.describe("No token, or not a valid event id"),
          404: errorResponseSchema.describe(CALENDAR_MESSAGES.feedNotFound),
        },
      },
    },
    async (request, reply) => {
      const text = await agendaService.getFeed(request.params.eventId, request.query.token);
      return reply.type(CALENDAR_MIME_TYPE).send(text);
    },
  );

  app.get(
    "/download-ics/:id",
    {
      config: { token: "sessions" },
      schema: {
        summary: "One session as an .ics file to add to a calendar",
        description:
          "An attachment named after the session. Event admins only for their own events.",
        tags: ["sessions"],
        params: sessionIdParamsSchema,
        response: okOrNotFound(
          calendarResponse("The session's .ics file"),
          sessionNotFoundResponse,
        ),
      },
    },
    async (request, reply) =>
      sendCalendarFile(reply, await agendaService.getSessionFile(request, request.params.id)),
  );
};

import {
  CALENDAR_MESSAGES,
  errorResponseSchema,
  myAgendaResponseSchema,
  myBookmarkResponseSchema,
  myCalendarFeedParamsSchema,
  myCalendarFeedResponseSchema,
  myEventDocumentParamsSchema,
  myEventParamsSchema,
  myEventResponseSchema,
  myEventsResponseSchema,
  mySessionParamsSchema,
  myTicketResponseSchema,
  viewDocumentQuerySchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CALENDAR_MIME_TYPE,
  calendarResponse,
  sendCalendarFile,
} from "../../http/calendar-response.js";
import {
  documentFileResponse,
  sendDocument,
  VIEW_DOCUMENT_DESCRIPTION,
} from "../../http/document-response.js";
import { commonErrors, okOrNotFound, PARTICIPANTS_APP_TAG } from "../../http/openapi.js";
import type { MeEventsService } from "./me-events.service.js";

export interface MeEventsRoutesOptions {
  meEventsService: MeEventsService;
}

const tags = [PARTICIPANTS_APP_TAG];

const eventNotFoundResponse = errorResponseSchema.describe(
  "No such event, or the caller is not one of its participants",
);
const sessionNotFoundResponse = errorResponseSchema.describe(
  "No such session, or not of one of the caller's events",
);

/**
 * The ticket may be kept by the app's own cache, to show at the door with no network, but never
 * by a shared one; it is asked again whenever there is a network.
 */
const TICKET_CACHE_CONTROL = "private, no-cache";
/**
 * The feed's address is its key: a cache keyed by it would keep answering after the address
 * was renewed, so nothing keeps it.
 */
const FEED_CACHE_CONTROL = "private, no-store";

/** The schema of a route that sends one of the caller's documents. */
function viewMyDocumentSchema<Params>(summary: string, params: Params, notFoundText: string) {
  return {
    summary,
    description: VIEW_DOCUMENT_DESCRIPTION,
    tags,
    params,
    querystring: viewDocumentQuerySchema,
    response: okOrNotFound(documentFileResponse, errorResponseSchema.describe(notFoundText)),
  };
}

// The participant's events, agenda, bookmarks, calendars and ticket, under /api/me. Everything
// is reached through the access kernel's person rules: another's event, session or document
// answers 404, as if it did not exist.
export const meEventsRoutes: FastifyPluginAsyncZod<MeEventsRoutesOptions> = async (
  app,
  { meEventsService },
) => {
  app.get(
    "/events",
    {
      schema: {
        summary: "The events the signed-in person is a participant of",
        description:
          "Upcoming and current events first, the soonest first; then events without dates; " +
          "then past ones, the latest first. An event is past once it ended (or, without an " +
          "end, started) before today in its own time zone.",
        tags,
        response: { 200: myEventsResponseSchema, ...commonErrors },
      },
    },
    async (request) => meEventsService.listEvents(request),
  );

  app.get(
    "/events/:eventId",
    {
      schema: {
        summary: "One of the person's events, with a map link and its documents",
        description: "The documents newest first; map_url searches OpenStreetMap for the venue.",
        tags,
        params: myEventParamsSchema,
        response: okOrNotFound(myEventResponseSchema, eventNotFoundResponse),
      },
    },
    async (request) => ({
      event: await meEventsService.getEvent(request, request.params.eventId),
    }),
  );

  app.get(
    "/events/:eventId/documents/:documentId",
    {
      schema: viewMyDocumentSchema(
        "A document of one of the person's events",
        myEventDocumentParamsSchema,
        "No such document in that event, or not one of the caller's events",
      ),
    },
    async (request, reply) => {
      const { eventId, documentId } = request.params;
      const file = await meEventsService.openEventDocument(request, eventId, documentId);
      return sendDocument(reply, file, request.query.download);
    },
  );

  app.get(
    "/events/:eventId/sessions",
    {
      schema: {
        summary: "The event's agenda, with the person's bookmarks and their clashes",
        description:
          "Sessions by start, end and name, in the event's time zone. clashes_with lists the " +
          "person's other bookmarked sessions that overlap a bookmarked one (one ending as the " +
          "next starts does not).",
        tags,
        params: myEventParamsSchema,
        response: okOrNotFound(myAgendaResponseSchema, eventNotFoundResponse),
      },
    },
    async (request) => meEventsService.getAgenda(request, request.params.eventId),
  );

  app.get(
    "/sessions/:sessionId/document",
    {
      schema: viewMyDocumentSchema(
        "The document of a session of one of the person's events",
        mySessionParamsSchema,
        "No such session, not of the caller's events, or it has no document",
      ),
    },
    async (request, reply) => {
      const file = await meEventsService.openSessionDocument(request, request.params.sessionId);
      return sendDocument(reply, file, request.query.download);
    },
  );

  app.get(
    "/sessions/:sessionId/calendar",
    {
      schema: {
        summary: "One session as an .ics file to add to a calendar",
        description: "An attachment named after the session, its times in the event's zone.",
        tags,
        params: mySessionParamsSchema,
        response: okOrNotFound(
          calendarResponse("The session's .ics file"),
          sessionNotFoundResponse,
        ),
      },
    },
    async (request, reply) =>
      sendCalendarFile(
        reply,
        await meEventsService.getSessionFile(request, request.params.sessionId),
      ),
  );

  app.put(
    "/sessions/:sessionId/bookmark",
    {
      schema: {
        summary: "Bookmark a session for 'My agenda'",
        description: "Bookmarking a session already bookmarked changes nothing.",
        tags,
        params: mySessionParamsSchema,
        response: okOrNotFound(myBookmarkResponseSchema, sessionNotFoundResponse),
      },
    },
    (request) => meEventsService.bookmark(request, request.params.sessionId),
  );

  app.delete(
    "/sessions/:sessionId/bookmark",
    {
      schema: {
        summary: "Remove a session from 'My agenda'",
        description: "Removing a bookmark that is not there changes nothing.",
        tags,
        params: mySessionParamsSchema,
        response: okOrNotFound(myBookmarkResponseSchema, sessionNotFoundResponse),
      },
    },
    (request) => meEventsService.unbookmark(request, request.params.sessionId),
  );

  app.get(
    "/calendar-feed",
    {
      schema: {
        summary: "The address of the person's calendar feed of their bookmarked sessions",
        description:
          "The token in it is made on the first ask and stays until renewed. Anyone holding " +
          "the address can read the bookmarked sessions.",
        tags,
        response: { 200: myCalendarFeedResponseSchema, ...commonErrors },
      },
    },
    (request) => meEventsService.getCalendarFeedUrl(request),
  );

  app.post(
    "/calendar-feed/renew",
    {
      schema: {
        summary: "Renew the personal calendar feed's address, voiding the old one",
        tags,
        response: { 200: myCalendarFeedResponseSchema, ...commonErrors },
      },
    },
    (request) => meEventsService.renewCalendarFeed(request),
  );

  app.get(
    "/calendar-feed/:token",
    {
      config: { isPublic: true },
      schema: {
        summary:
          "A person's bookmarked sessions as an iCalendar feed (no session; the token is the key)",
        description:
          "The bookmarked sessions of every event of the person, each with its times in its " +
          "event's time zone (with its VTIMEZONE) and a stable UID. An unknown token and a " +
          "renewed one answer the same 404.",
        tags,
        params: myCalendarFeedParamsSchema,
        response: {
          200: calendarResponse("The feed"),
          400: errorResponseSchema.describe("Not a valid token"),
          404: errorResponseSchema.describe(CALENDAR_MESSAGES.feedNotFound),
        },
      },
    },
    async (request, reply) => {
      const text = await meEventsService.getCalendarFeed(request.params.token);
      return reply.type(CALENDAR_MIME_TYPE).header("cache-control", FEED_CACHE_CONTROL).send(text);
    },
  );

  app.get(
    "/events/:eventId/ticket",
    {
      schema: {
        summary: "The person's ticket to one of their events: the QR code for the door",
        description:
          "check_in_code is what the QR code holds and what the check-in screen reads. " +
          "Cache-Control is private: the app may keep it to show offline, no shared cache may.",
        tags,
        params: myEventParamsSchema,
        response: okOrNotFound(myTicketResponseSchema, eventNotFoundResponse),
      },
    },
    async (request, reply) => {
      const ticket = await meEventsService.getTicket(request, request.params.eventId);
      reply.header("cache-control", TICKET_CACHE_CONTROL);
      return { ticket };
    },
  );
};

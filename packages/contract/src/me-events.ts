import { z } from "zod";
import { FIELD_MESSAGES, recordIdsSchema } from "./common.js";
import { eventStatusSchema } from "./events.js";
import { sessionTypeSchema } from "./sessions.js";

// The participants' app: the signed-in person's events, their documents, the agenda with the
// person's bookmarks, calendar links and the ticket. Routes (all under /api/me, app session):
//   GET    /api/me/events                              myEventsResponseSchema
//   GET    /api/me/events/:eventId                     myEventResponseSchema
//   GET    /api/me/events/:eventId/documents/:documentId   the file (?download=1: attachment)
//   GET    /api/me/events/:eventId/sessions            myAgendaResponseSchema
//   GET    /api/me/sessions/:sessionId/document        the session's document file
//   GET    /api/me/sessions/:sessionId/calendar        one session as an .ics file
//   PUT    /api/me/sessions/:sessionId/bookmark        myBookmarkResponseSchema
//   DELETE /api/me/sessions/:sessionId/bookmark        myBookmarkResponseSchema
//   GET    /api/me/calendar-feed                       myCalendarFeedResponseSchema
//   POST   /api/me/calendar-feed/renew                 myCalendarFeedResponseSchema
//   GET    /api/me/calendar-feed/:token                public: the bookmarks' ICS feed
//   GET    /api/me/events/:eventId/ticket              myTicketResponseSchema

const wallClock = z.string().describe("Wall-clock YYYY-MM-DDTHH:mm:ss in the event's time zone");

/** One of the person's events, as their list shows it. */
export const myEventSchema = z.object({
  id: z.uuid(),
  event_name: z.string(),
  event_datetime: wallClock.nullable(),
  end_datetime: wallClock.nullable(),
  time_zone: z.string().describe("The IANA zone of the wall-clock times"),
  venue: z.string().nullable(),
  event_status: eventStatusSchema,
  logo_url: z.string().nullable().describe("A path under /media, or null"),
  cover_image_url: z.string().nullable().describe("A path under /media, or null"),
  theme_colors: z.array(z.string()),
  is_past: z
    .boolean()
    .describe("Whether the event ended (or, without an end, started) before today in its zone"),
});
export type MyEvent = z.infer<typeof myEventSchema>;

export const myEventsResponseSchema = z.object({
  events: z
    .array(myEventSchema)
    .describe("Upcoming and current events first (soonest first), then past ones (latest first)"),
});
export type MyEventsResponse = z.infer<typeof myEventsResponseSchema>;

export const myDocumentSchema = z.object({
  id: z.uuid(),
  original_filename: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  upload_date: z.string().describe("UTC ISO 8601"),
});
export type MyDocument = z.infer<typeof myDocumentSchema>;

/** The event's page in the app: what a participant needs to find and reach it. */
export const myEventDetailsSchema = myEventSchema.extend({
  description: z.string().nullable(),
  map_url: z
    .string()
    .nullable()
    .describe("A map search for the venue (OpenStreetMap), or null without a venue"),
  contact_person_name: z.string().nullable(),
  contact_person_email: z.string().nullable(),
  contact_person_phone: z.string().nullable(),
  website_link: z.string().nullable(),
  facebook_link: z.string().nullable(),
  x_link: z.string().nullable(),
  youtube_link: z.string().nullable(),
  instagram_link: z.string().nullable(),
  documents: z.array(myDocumentSchema),
});
export type MyEventDetails = z.infer<typeof myEventDetailsSchema>;
export const myEventResponseSchema = z.object({ event: myEventDetailsSchema });
export type MyEventResponse = z.infer<typeof myEventResponseSchema>;

/** A session of the agenda, with the person's own marks. */
export const mySessionSchema = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  session_type: sessionTypeSchema,
  other_session_type: z.string().nullable(),
  start_datetime: wallClock,
  end_datetime: wallClock,
  venue: z.string().nullable(),
  image: z.string().nullable().describe("A path under /media, or null"),
  has_document: z.boolean().describe("Whether /api/me/sessions/{id}/document has a file"),
  is_bookmarked: z.boolean(),
  clashes_with: z
    .array(z.uuid())
    .describe("Bookmarked sessions that overlap this one, when this one is bookmarked too"),
});
export type MySession = z.infer<typeof mySessionSchema>;

/** What the clash rule of 'My agenda' reads of a session. */
export interface BookmarkSlot {
  id: string;
  start_datetime: string;
  end_datetime: string;
  is_bookmarked: boolean;
}

/**
 * For each bookmarked session, the ids of the other bookmarked sessions it overlaps in time,
 * wherever they are: a person cannot attend both. Times are half-open, so one ending at 10:00
 * and the next starting at 10:00 do not clash. The sessions must be in order of start; each
 * list keeps that order. Sessions not bookmarked, and bookmarked ones without a clash, are absent.
 */
export function findBookmarkClashes(sessions: readonly BookmarkSlot[]): Map<string, string[]> {
  const bookmarked = sessions.filter((session) => session.is_bookmarked);
  const clashes = new Map<string, string[]>();
  const note = (session: BookmarkSlot, other: BookmarkSlot) => {
    const list = clashes.get(session.id);
    if (list) list.push(other.id);
    else clashes.set(session.id, [other.id]);
  };
  bookmarked.forEach((session, index) => {
    // Later sessions start no earlier: once one starts at this one's end, none after overlaps.
    for (let next = index + 1; next < bookmarked.length; next += 1) {
      const later = bookmarked[next] as BookmarkSlot;
      if (later.start_datetime >= session.end_datetime) break;
      if (session.start_datetime < later.end_datetime) {
        note(session, later);
        note(later, session);
      }
    }
  });
  return clashes;
}

export const myAgendaResponseSchema = z.object({
  time_zone: z.string(),
  sessions: z.array(mySessionSchema).describe("In order of start, then end, then name"),
});
export type MyAgendaResponse = z.infer<typeof myAgendaResponseSchema>;

export const myBookmarkResponseSchema = z.object({
  session_id: z.uuid(),
  is_bookmarked: z.boolean(),
});
export type MyBookmarkResponse = z.infer<typeof myBookmarkResponseSchema>;

export const myCalendarFeedResponseSchema = z.object({
  url: z
    .string()
    .describe("The personal feed of the bookmarked sessions; anyone with it can read it"),
});
export type MyCalendarFeedResponse = z.infer<typeof myCalendarFeedResponseSchema>;

export const myTicketSchema = z.object({
  event_id: z.uuid(),
  event_name: z.string(),
  event_datetime: wallClock.nullable(),
  time_zone: z.string(),
  venue: z.string().nullable(),
  participant_name: z.string(),
  check_in_code: z.string().describe("What the QR code holds; the check-in screen reads it"),
  qr_svg: z.string().describe("The QR code of check_in_code as an SVG document"),
  checked_in_at: z.string().nullable().describe("UTC ISO 8601, or null"),
  issued_at: z.string().describe("When the server answered, UTC ISO 8601"),
});
export type MyTicket = z.infer<typeof myTicketSchema>;
export const myTicketResponseSchema = z.object({ ticket: myTicketSchema });
export type MyTicketResponse = z.infer<typeof myTicketResponseSchema>;

export const myEventParamsSchema = recordIdsSchema({ eventId: "event" });
export const myEventDocumentParamsSchema = recordIdsSchema({
  eventId: "event",
  documentId: "document",
});
export const mySessionParamsSchema = recordIdsSchema({ sessionId: "session" });
export const myCalendarFeedParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, FIELD_MESSAGES.notValid("token")),
});

import {
  CALENDAR_MESSAGES,
  findBookmarkClashes,
  type MyAgendaResponse,
  type MyBookmarkResponse,
  type MyCalendarFeedResponse,
  type MyEventDetails,
  type MyEventsResponse,
  type MyTicket,
  SESSION_MESSAGES,
} from "@events/contract";
import {
  type AccessKernel,
  eventDocumentNotFound,
  eventNotFound,
  sessionNotFound,
} from "../../access/access-kernel.js";
import type { PersonCaller } from "../../access/person-scope.js";
import {
  buildMixedSessionsCalendar,
  buildSessionsCalendar,
  type CalendarFile,
} from "../../calendar/session-calendar.js";
import { notFound } from "../../errors.js";
import {
  type DocumentFile,
  type DocumentReadingDependencies,
  openDocumentFile,
} from "../../files/documents.js";
import { ticketQrSvg } from "../../tickets/ticket-qr.js";
import {
  presentAgendaSession,
  presentDocument,
  presentEventDetails,
  presentMyEvent,
  presentTicket,
} from "./me-events.presenter.js";
import type { MeEventsRepository, PersonEventsCondition } from "./me-events.repository.js";
import { daysAt, isEventPast, orderMyEvents } from "./my-events-order.js";

export interface MeEventsServiceDependencies extends DocumentReadingDependencies {
  meEventsRepository: MeEventsRepository;
  access: AccessKernel;
  /** Where the feed's address points: the PUBLIC_URL setting. */
  publicUrl: string;
  /** The clock that decides which events are past, and when a ticket was issued. */
  now?: () => Date;
}

/** The name calendar apps show for the personal feed. */
const MY_AGENDA_CALENDAR_NAME = "My agenda";

const sessionDocumentNotFound = () => notFound(SESSION_MESSAGES.documentNotFound);
// An unknown token and a renewed one answer alike, so an address reveals nothing.
const feedNotFound = () => notFound(CALENDAR_MESSAGES.feedNotFound);

export function createMeEventsService({
  meEventsRepository: repository,
  access,
  publicUrl,
  now = () => new Date(),
  ...files
}: MeEventsServiceDependencies) {
  const inPersonEvents =
    (caller: PersonCaller): PersonEventsCondition =>
    (eventIdColumn) =>
      access.person.eventsOf(caller, eventIdColumn);
  const feedUrl = (token: string) =>
    new URL(`/api/me/calendar-feed/${encodeURIComponent(token)}`, publicUrl).toString();

  return {
    /** Every event the person is a participant of: upcoming and current first, then past. */
    async listEvents(caller: PersonCaller): Promise<MyEventsResponse> {
      const rows = await repository.listEvents(inPersonEvents(caller));
      return { events: orderMyEvents(rows.map(presentMyEvent), now()) };
    },

    async getEvent(caller: PersonCaller, eventId: string): Promise<MyEventDetails> {
      await access.person.requireEvent(caller, eventId);
      const [event, documents] = await Promise.all([
        repository.findEventDetails(eventId),
        repository.listDocuments(eventId),
      ]);
      // Deleted since the check: as gone as if it had been before.
      if (!event) throw eventNotFound();
      const details = presentEventDetails(event, documents.map(presentDocument));
      return { ...details, is_past: isEventPast(details, daysAt(now())) };
    },

    /** A document of the event named, which must be one of the person's. */
    async openEventDocument(
      caller: PersonCaller,
      eventId: string,
      documentId: string,
    ): Promise<DocumentFile> {
      const reached = await access.person.requireEventOf("eventDocument", caller, documentId);
      const document = await repository.findEventDocument(documentId);
      if (reached.eventId !== eventId || document?.event_id !== eventId) {
        throw eventDocumentNotFound();
      }
      return openDocumentFile(
        files,
        document,
        eventDocumentNotFound,
        "An event document's file is missing",
      );
    },

    async openSessionDocument(caller: PersonCaller, sessionId: string): Promise<DocumentFile> {
      await access.person.requireEventOf("session", caller, sessionId);
      const document = await repository.findSessionDocument(sessionId);
      if (!document) throw sessionDocumentNotFound();
      return openDocumentFile(
        files,
        document,
        sessionDocumentNotFound,
        "A session document's file is missing",
      );
    },

    /** The event's agenda with the person's bookmarks and the clashes among them. */
    async getAgenda(caller: PersonCaller, eventId: string): Promise<MyAgendaResponse> {
      const { participantId } = await access.person.requireEvent(caller, eventId);
      const [timeZone, rows] = await Promise.all([
        repository.findTimeZone(eventId),
        repository.listAgenda(eventId, participantId),
      ]);
      if (timeZone === undefined) throw eventNotFound();
      const clashes = findBookmarkClashes(rows);
      return {
        time_zone: timeZone,
        sessions: rows.map((row) => presentAgendaSession(row, clashes.get(row.id) ?? [])),
      };
    },

    async bookmark(caller: PersonCaller, sessionId: string): Promise<MyBookmarkResponse> {
      const { participantId } = await access.person.requireEventOf("session", caller, sessionId);
      await repository.addBookmark(participantId, sessionId);
      return { session_id: sessionId, is_bookmarked: true };
    },

    async unbookmark(caller: PersonCaller, sessionId: string): Promise<MyBookmarkResponse> {
      const { participantId } = await access.person.requireEventOf("session", caller, sessionId);
      await repository.removeBookmark(participantId, sessionId);
      return { session_id: sessionId, is_bookmarked: false };
    },

    /** One session as an .ics file, in its event's zone. */
    async getSessionFile(caller: PersonCaller, sessionId: string): Promise<CalendarFile> {
      await access.person.requireEventOf("session", caller, sessionId);
      const found = await repository.findCalendarSession(sessionId);
      if (!found) throw sessionNotFound();
      return {
        name: found.session.name,
        text: buildSessionsCalendar(found.event, [found.session]),
      };
    },

    async getCalendarFeedUrl(caller: PersonCaller): Promise<MyCalendarFeedResponse> {
      const token = await repository.ensureCalendarToken(caller.person.id);
      if (!token) throw feedNotFound();
      return { url: feedUrl(token) };
    },

    /** A new token: the old address answers 404 from now on. */
    async renewCalendarFeed(caller: PersonCaller): Promise<MyCalendarFeedResponse> {
      const token = await repository.renewCalendarToken(caller.person.id);
      if (!token) throw feedNotFound();
      return { url: feedUrl(token) };
    },

    /** The public feed: the bookmarks of every event of the person whose token it is. */
    async getCalendarFeed(token: string): Promise<string> {
      const person = await repository.findPersonByCalendarToken(token);
      if (!person) throw feedNotFound();
      const caller = { person };
      const entries = await repository.listBookmarkedSessions(inPersonEvents(caller), person.email);
      return buildMixedSessionsCalendar(MY_AGENDA_CALENDAR_NAME, entries);
    },

    async getTicket(caller: PersonCaller, eventId: string): Promise<MyTicket> {
      const { participantId } = await access.person.requireEvent(caller, eventId);
      const ticket = await repository.findTicket(participantId);
      if (!ticket) throw eventNotFound();
      return presentTicket(ticket, await ticketQrSvg(ticket.check_in_code), now());
    },
  };
}

export type MeEventsService = ReturnType<typeof createMeEventsService>;

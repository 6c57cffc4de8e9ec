import { and, asc, type Column, desc, eq, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { calendarEventColumns, calendarSessionColumns } from "../../calendar/calendar-columns.js";
import {
  type CalendarTokenOwner,
  ensureCalendarToken,
  replaceCalendarToken,
} from "../../calendar/calendar-token.js";
import type { CalendarEvent, CalendarSession } from "../../calendar/session-calendar.js";
import type { Database } from "../../db/client.js";
import { firstRow } from "../../db/find-row.js";
import { isRowOfPerson } from "../../db/participant-conditions.js";
import {
  appPeople,
  eventDocuments,
  eventSessions,
  events,
  participants,
  sessionBookmarks,
  sessionDocuments,
} from "../../db/schema.js";
import { driverRowsOf, selectDriverRows } from "../../db/table-rows.js";
import { publicSessionColumns } from "../../presenters/public-session-columns.js";
import { preparedPerConnection } from "../../transactions/prepared-per-connection.js";

/**
 * The access kernel's condition keeping the person's events (access.person.eventsOf), asked of
 * the column that names a row's event: the service holds the rule, the repository the columns.
 */
export type PersonEventsCondition = (eventIdColumn: Column) => SQL;

// Wall-clock columns come as PostgreSQL writes them ("YYYY-MM-DD HH:mm:ss"); the service
// presents them.
const myEventColumns = {
  id: events.id,
  event_name: events.event_name,
  event_datetime: events.event_datetime,
  end_datetime: events.end_datetime,
  time_zone: events.time_zone,
  venue: events.venue,
  event_status: events.event_status,
  logo_url: events.logo_url,
  cover_image_url: events.cover_image_url,
  theme_colors: events.theme_colors,
};

const eventDetailsColumns = {
  ...myEventColumns,
  description: events.description,
  contact_person_name: events.contact_person_name,
  contact_person_email: events.contact_person_email,
  contact_person_phone: events.contact_person_phone,
  website_link: events.website_link,
  facebook_link: events.facebook_link,
  x_link: events.x_link,
  youtube_link: events.youtube_link,
  instagram_link: events.instagram_link,
};

const documentColumns = {
  id: eventDocuments.id,
  original_filename: eventDocuments.original_filename,
  file_type: eventDocuments.file_type,
  file_size: eventDocuments.file_size,
  upload_date: eventDocuments.upload_date,
};

const agendaSessionColumns = {
  id: eventSessions.id,
  event_id: eventSessions.event_id,
  ...publicSessionColumns,
  image: eventSessions.image,
  has_document: sql<boolean>`${sessionDocuments.id} is not null`.as("has_document"),
  is_bookmarked: sql<boolean>`${sessionBookmarks.session_id} is not null`.as("is_bookmarked"),
};

const storedDocumentColumns = {
  id: eventDocuments.id,
  storage_key: eventDocuments.storage_key,
  file_type: eventDocuments.file_type,
  original_filename: eventDocuments.original_filename,
};

const PERSON_CALENDAR_TOKEN: CalendarTokenOwner = {
  table: appPeople,
  id: appPeople.id,
  token: appPeople.calendar_token,
};

/** The agenda's order: start, end, name, and the id so that equal sessions keep one order. */
const agendaOrder = [
  asc(eventSessions.start_datetime),
  asc(eventSessions.end_datetime),
  asc(eventSessions.name),
  asc(eventSessions.id),
];

export type MyEventRow = Awaited<ReturnType<MeEventsRepository["listEvents"]>>[number];
export type EventDetailsRow = NonNullable<
  Awaited<ReturnType<MeEventsRepository["findEventDetails"]>>
>;
export type DocumentRow = Awaited<ReturnType<MeEventsRepository["listDocuments"]>>[number];
export type TicketRow = NonNullable<Awaited<ReturnType<MeEventsRepository["findTicket"]>>>;

// Each agenda asks these: built and planned once per connection. The agenda's columns come from
// the driver as the API shows them, so its rows need none of drizzle's row mapper (as
// selectPlainRows below).
const timeZoneStatement = preparedPerConnection((executor) =>
  executor
    .select({ time_zone: events.time_zone })
    .from(events)
    .where(eq(events.id, sql.placeholder("eventId")))
    .limit(1)
    .prepare("me_event_time_zone"),
);

const agendaStatement = preparedPerConnection((executor) =>
  executor
    .select(agendaSessionColumns)
    .from(eventSessions)
    .leftJoin(sessionDocuments, eq(sessionDocuments.session_id, eventSessions.id))
    .leftJoin(
      sessionBookmarks,
      and(
        eq(sessionBookmarks.session_id, eventSessions.id),
        eq(sessionBookmarks.participant_id, sql.placeholder("participantId")),
      ),
    )
    .where(eq(eventSessions.event_id, sql.placeholder("eventId")))
    .orderBy(...agendaOrder)
    .prepare("me_agenda"),
);

export type AgendaSessionRow = Awaited<
  ReturnType<ReturnType<typeof agendaStatement>["execute"]>
>[number];

export interface CalendarEntry {
  event: CalendarEvent;
  session: CalendarSession;
}

/**
 * Runs a select whose columns come from the driver just as the API shows them (text, booleans,
 * JSON) and are selected under their own names, and answers the driver's rows as they are:
 * drizzle's general row mapper asks of every field of every row what kind of thing it is, which
 * for the person's lists of hundreds of rows was most of the server's own work on them.
 */
async function selectPlainRows<Row>(
  db: Database,
  query: SQLWrapper & PromiseLike<Row[]>,
): Promise<Row[]> {
  return selectDriverRows<Row>(db, query);
}

export function createMeEventsRepository(db: Database) {
  return {
    /** The person's events, in no particular order: their order depends on the clock. */
    listEvents(inPersonEvents: PersonEventsCondition) {
      return selectPlainRows(
        db,
        db.select(myEventColumns).from(events).where(inPersonEvents(events.id)),
      );
    },

    findEventDetails(eventId: string) {
      return firstRow(db.select(eventDetailsColumns).from(events).where(eq(events.id, eventId)));
    },

    /** The event's documents, newest first. */
    listDocuments(eventId: string) {
      return db
        .select(documentColumns)
        .from(eventDocuments)
        .where(eq(eventDocuments.event_id, eventId))
        .orderBy(desc(eventDocuments.upload_date), desc(eventDocuments.id));
    },

    findEventDocument(documentId: string) {
      return firstRow(
        db
          .select({ ...storedDocumentColumns, event_id: eventDocuments.event_id })
          .from(eventDocuments)
          .where(eq(eventDocuments.id, documentId)),
      );
    },

    findSessionDocument(sessionId: string) {
      return firstRow(
        db
          .select({
            id: sessionDocuments.id,
            storage_key: sessionDocuments.storage_key,
            file_type: sessionDocuments.file_type,
            original_filename: sessionDocuments.original_filename,
          })
          .from(sessionDocuments)
          .where(eq(sessionDocuments.session_id, sessionId)),
      );
    },

    async findTimeZone(eventId: string): Promise<string | undefined> {
      const [event] = await timeZoneStatement(db).execute({ eventId });
      return event?.time_zone;
    },

    /** The event's sessions in the agenda's order, with the participant's bookmarks, in one query. */
    listAgenda(eventId: string, participantId: string): Promise<AgendaSessionRow[]> {
      return driverRowsOf<AgendaSessionRow>(agendaStatement(db))({ eventId, participantId });
    },

    /**
     * Bookmarks the session for the participant, if both still are of one event. The rows are
     * held (FOR KEY SHARE) until the insert is done, so a participant removed or a session
     * deleted meanwhile leaves nothing to insert rather than failing the insert's foreign key.
     */
    async addBookmark(participantId: string, sessionId: string): Promise<void> {
      await db.execute(sql`
        insert into ${sessionBookmarks} (participant_id, session_id)
        select ${participants.id}, ${eventSessions.id}
        from ${participants}
        join ${eventSessions} on ${eventSessions.event_id} = ${participants.event_id}
        where ${participants.id} = ${participantId} and ${eventSessions.id} = ${sessionId}
        for key share
        on conflict do nothing`);
    },

    async removeBookmark(participantId: string, sessionId: string): Promise<void> {
      await db
        .delete(sessionBookmarks)
        .where(
          and(
            eq(sessionBookmarks.participant_id, participantId),
            eq(sessionBookmarks.session_id, sessionId),
          ),
        );
    },

    findCalendarSession(sessionId: string): Promise<CalendarEntry | undefined> {
      return firstRow(
        db
          .select({ session: calendarSessionColumns, event: calendarEventColumns })
          .from(eventSessions)
          .innerJoin(events, eq(events.id, eventSessions.event_id))
          .where(eq(eventSessions.id, sessionId)),
      );
    },

    /**
     * The sessions the person bookmarked in any of their events, each with its event, in the
     * agenda's order. A bookmark hangs on one of the person's participant rows, by e-mail.
     */
    listBookmarkedSessions(
      inPersonEvents: PersonEventsCondition,
      email: string,
    ): Promise<CalendarEntry[]> {
      return db
        .select({ session: calendarSessionColumns, event: calendarEventColumns })
        .from(sessionBookmarks)
        .innerJoin(participants, eq(participants.id, sessionBookmarks.participant_id))
        .innerJoin(eventSessions, eq(eventSessions.id, sessionBookmarks.session_id))
        .innerJoin(events, eq(events.id, eventSessions.event_id))
        .where(
          and(
            isRowOfPerson(email),
            eq(participants.event_id, eventSessions.event_id),
            inPersonEvents(events.id),
          ),
        )
        .orderBy(...agendaOrder);
    },

    /** The person's feed token, made now if they have none. */
    ensureCalendarToken(personId: string): Promise<string | undefined> {
      return ensureCalendarToken(db, PERSON_CALENDAR_TOKEN, personId);
    },

    /** Replaces the person's feed token, voiding the old address. */
    renewCalendarToken(personId: string): Promise<string | undefined> {
      return replaceCalendarToken(db, PERSON_CALENDAR_TOKEN, personId);
    },

    findPersonByCalendarToken(token: string) {
      return firstRow(
        db
          .select({ id: appPeople.id, email: appPeople.email })
          .from(appPeople)
          .where(eq(appPeople.calendar_token, token)),
      );
    },

    /** The participant's ticket: their name and code, with the event it admits to. */
    findTicket(participantId: string) {
      return firstRow(
        db
          .select({
            event_id: events.id,
            event_name: events.event_name,
            event_datetime: events.event_datetime,
            time_zone: events.time_zone,
            venue: events.venue,
            participant_name: participants.name,
            check_in_code: participants.check_in_code,
            checked_in_at: participants.checked_in_at,
          })
          .from(participants)
          .innerJoin(events, eq(events.id, participants.event_id))
          .where(eq(participants.id, participantId)),
      );
    },
  };
}

export type MeEventsRepository = ReturnType<typeof createMeEventsRepository>;

import { asc, eq } from "drizzle-orm";
import { type EventAccess, eventAccessColumns } from "../../access/event-rows.js";
import { calendarSessionColumns } from "../../calendar/calendar-columns.js";
import {
  type CalendarTokenOwner,
  ensureCalendarToken,
  replaceCalendarToken,
} from "../../calendar/calendar-token.js";
import type { CalendarEvent, CalendarSession } from "../../calendar/session-calendar.js";
import type { Database, Transaction } from "../../db/client.js";
import { firstRow } from "../../db/find-row.js";
import { eventSessions, events } from "../../db/schema.js";
import { formatWallClock } from "../../db/wall-clock.js";
import { createTransactionRunner } from "../../transactions/transaction-runner.js";

const EVENT_CALENDAR_TOKEN: CalendarTokenOwner = {
  table: events,
  id: events.id,
  token: events.calendar_token,
};

export type CalendarFeedEvent = EventAccess & CalendarEvent & { calendar_token: string | null };

const calendarEventColumns = {
  ...eventAccessColumns,
  time_zone: events.time_zone,
  calendar_token: events.calendar_token,
};

const sessionColumns = { ...calendarSessionColumns, event_id: eventSessions.event_id };

export type AgendaSession = CalendarSession & { event_id: string };

type SessionRow = Omit<AgendaSession, "start_datetime" | "end_datetime"> & {
  start_datetime: string;
  end_datetime: string;
};

/** The session with its times as the API writes them (PostgreSQL writes a space). */
function toAgendaSession(row: SessionRow): AgendaSession {
  return {
    ...row,
    start_datetime: formatWallClock(row.start_datetime) ?? row.start_datetime,
    end_datetime: formatWallClock(row.end_datetime) ?? row.end_datetime,
  };
}

/** The statements a service may combine inside one transaction. */
function createAgendaTransaction(transaction: Transaction) {
  return {
    /** Replaces the token, voiding the old link; undefined when the event is gone. */
    rotateCalendarToken(eventId: string): Promise<string | undefined> {
      return replaceCalendarToken(transaction, EVENT_CALENDAR_TOKEN, eventId);
    },
  };
}

export function createAgendaRepository(db: Database) {
  return {
    runInTransaction: createTransactionRunner(db, createAgendaTransaction),

    findCalendarEvent(eventId: string): Promise<CalendarFeedEvent | undefined> {
      return firstRow(db.select(calendarEventColumns).from(events).where(eq(events.id, eventId)));
    },

    /** The event's token, made now if it has none. */
    ensureCalendarToken(eventId: string): Promise<string | undefined> {
      return ensureCalendarToken(db, EVENT_CALENDAR_TOKEN, eventId);
    },

    /** The event's sessions by start, then name, as the lists order them. */
    async listSessionsOfEvent(eventId: string): Promise<AgendaSession[]> {
      const rows = await db
        .select(sessionColumns)
        .from(eventSessions)
        .where(eq(eventSessions.event_id, eventId))
        .orderBy(asc(eventSessions.start_datetime), asc(eventSessions.name), asc(eventSessions.id));
      return rows.map(toAgendaSession);
    },

    async findSession(
      sessionId: string,
    ): Promise<{ session: AgendaSession; event: CalendarFeedEvent } | undefined> {
      const found = await firstRow(
        db
          .select({ session: sessionColumns, event: calendarEventColumns })
          .from(eventSessions)
          .innerJoin(events, eq(events.id, eventSessions.event_id))
          .where(eq(eventSessions.id, sessionId)),
      );
      return found && { session: toAgendaSession(found.session), event: found.event };
    },
  };
}

export type AgendaRepository = ReturnType<typeof createAgendaRepository>;

import { eventSessions, events } from "../db/schema.js";
import type { CalendarEvent, CalendarSession } from "./session-calendar.js";

/** The columns a CalendarSession is read from (its times as PostgreSQL writes them). */
export const calendarSessionColumns = {
  id: eventSessions.id,
  name: eventSessions.name,
  description: eventSessions.description,
  venue: eventSessions.venue,
  start_datetime: eventSessions.start_datetime,
  end_datetime: eventSessions.end_datetime,
  updated_date: eventSessions.updated_date,
} satisfies Record<keyof CalendarSession, unknown>;

/** The columns a CalendarEvent is read from. */
export const calendarEventColumns = {
  event_name: events.event_name,
  time_zone: events.time_zone,
} satisfies Record<keyof CalendarEvent, unknown>;

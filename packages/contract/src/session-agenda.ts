import { z } from "zod";
import { FIELD_MESSAGES, recordIdsSchema } from "./common.js";
import { sessionSchema } from "./sessions.js";

// The agenda's rules: when two sessions clash, and the calendar link of an event.
// The server's conflicts call and the session form's warning both use these functions.

/** What a clash is decided on; a session being written has no id yet. */
export interface SessionSlot {
  id?: string;
  venue: string | null;
  start_datetime: string;
  end_datetime: string;
}

/**
 * The room a session takes: venues are compared trimmed and case-blind, so "Hall A" and
 * "hall a " are one room. A session without a venue takes no room and never clashes.
 */
export function venueKey(venue: string | null): string | null {
  const key = venue?.trim().toLocaleLowerCase();
  return key ? key : null;
}

/**
 * Whether two sessions are in one room at one time. Times are half-open (start inclusive, end
 * exclusive): one session ending at 10:00 and the next starting at 10:00 do not clash.
 * Wall-clock strings of one form compare correctly as text.
 */
export function sessionsOverlap(a: SessionSlot, b: SessionSlot): boolean {
  if (a.id !== undefined && a.id === b.id) return false;
  const room = venueKey(a.venue);
  return (
    room !== null &&
    room === venueKey(b.venue) &&
    a.start_datetime < b.end_datetime &&
    b.start_datetime < a.end_datetime
  );
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function byStartThenEnd(a: SessionSlot, b: SessionSlot): number {
  return (
    compareText(a.start_datetime, b.start_datetime) || compareText(a.end_datetime, b.end_datetime)
  );
}

/** The sessions a session being saved would clash with, earliest first. */
export function findClashesWith<T extends SessionSlot>(slot: SessionSlot, sessions: readonly T[]) {
  return sessions.filter((session) => sessionsOverlap(slot, session)).sort(byStartThenEnd);
}

/**
 * Every clashing pair, each once with the earlier session first, ordered by the first's start.
 * Sessions are swept per room in start order, so only sessions still running are compared.
 */
export function findSessionConflicts<T extends SessionSlot>(sessions: readonly T[]): [T, T][] {
  const rooms = new Map<string, T[]>();
  for (const session of sessions) {
    const room = venueKey(session.venue);
    if (room === null) continue;
    rooms.set(room, [...(rooms.get(room) ?? []), session]);
  }
  const pairs: [T, T][] = [];
  for (const roomSessions of rooms.values()) {
    const running: T[] = [];
    for (const session of [...roomSessions].sort(byStartThenEnd)) {
      const stillRunning = running.filter((other) => other.end_datetime > session.start_datetime);
      for (const other of stillRunning) {
        if (sessionsOverlap(other, session)) pairs.push([other, session]);
      }
      running.splice(0, running.length, ...stillRunning, session);
    }
  }
  return pairs.sort(([a], [b]) => byStartThenEnd(a, b));
}

export const conflictSessionSchema = sessionSchema.pick({
  id: true,
  name: true,
  venue: true,
  start_datetime: true,
  end_datetime: true,
});
export type ConflictSession = z.infer<typeof conflictSessionSchema>;

export const sessionConflictsResponseSchema = z.object({
  conflicts: z
    .array(
      z.object({
        first: conflictSessionSchema.describe("The session that starts first"),
        second: conflictSessionSchema,
      }),
    )
    .describe("Pairs of the event's sessions in one venue at overlapping times"),
});
export type SessionConflictsResponse = z.infer<typeof sessionConflictsResponseSchema>;

export const CALENDAR_MESSAGES = {
  rotated: "Calendar link renewed: the old link no longer works",
  feedNotFound: "Calendar feed not found",
} as const;

export const calendarLinkResponseSchema = z.object({
  url: z
    .string()
    .describe("The event's iCalendar feed, with its token: anyone holding it can read the agenda"),
});
export type CalendarLinkResponse = z.infer<typeof calendarLinkResponseSchema>;
export const rotatedCalendarLinkResponseSchema = calendarLinkResponseSchema.extend({
  message: z.string(),
});
export type RotatedCalendarLinkResponse = z.infer<typeof rotatedCalendarLinkResponseSchema>;

export const calendarFeedParamsSchema = recordIdsSchema({ eventId: "event" });
export const calendarFeedQuerySchema = z.object({
  token: z
    .string({ error: FIELD_MESSAGES.required("token") })
    .min(1, FIELD_MESSAGES.required("token"))
    .max(200, FIELD_MESSAGES.tooLong("token"))
    .describe("The event's calendar token, from its calendar link"),
});

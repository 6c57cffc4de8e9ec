// The agenda's rules on when two sessions clash and its calendar link's messages, apart from the
// schemas (session-agenda.ts): the server's conflicts call and the session form's warning both use
// these functions, the sessions' agenda lays its rooms out with venueKey on its first draw, and a
// page that reads a server's message by its code (error-codes.ts) needs the messages, without zod.

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

export const CALENDAR_MESSAGES = {
  rotated: "Calendar link renewed: the old link no longer works",
  feedNotFound: "Calendar feed not found",
} as const;

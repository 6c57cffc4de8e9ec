import { DEFAULT_EVENT_DURATION_MINUTES } from "@events/contract";

import { addMinutesToParts, getRoundedNow, parseWallClock, toWallClockString } from "./wall-clock";

// The start and end of an event or a session: wall-clock strings 'YYYY-MM-DDTHH:mm:ss' without
// a zone (DESIGN §6); the arithmetic is lib/wall-clock's, which never shifts a value with the
// browser's zone. A session lasts an hour by default, as an event does.

/** `value` plus some minutes; undefined when `value` is not a wall-clock time. */
export function addMinutesToWallClock(value: string, minutes: number): string | undefined {
  const parts = parseWallClock(value);
  return parts && toWallClockString(addMinutesToParts(parts, minutes));
}

/** Now, rounded up to the next 5 minutes (a time already on a 5-minute mark is kept). */
export function getDefaultStart(now: Date = new Date()): string {
  return toWallClockString(getRoundedNow(now));
}

/** The default end: the start plus the default duration of one hour. */
export function getDefaultEnd(start: string): string {
  return addMinutesToWallClock(start, DEFAULT_EVENT_DURATION_MINUTES) ?? start;
}

/**
 * The end to keep when the start changes: unchanged while it is still after the start,
 * otherwise moved to the start plus one hour.
 */
export function getEndAfterStartChange(start: string, end: string | null | undefined): string {
  // Wall-clock strings of one form compare correctly as text.
  if (end && end >= start) return end;
  return getDefaultEnd(start);
}

/** The calendar day 'YYYY-MM-DD' of a wall-clock time. */
export function getWallClockDay(value: string | null | undefined): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : undefined;
}

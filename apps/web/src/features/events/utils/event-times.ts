import { DEFAULT_EVENT_DURATION_MINUTES } from "@events/contract";

// Event times are wall-clock strings 'YYYY-MM-DDTHH:mm:ss' without a zone (DESIGN §6). The
// arithmetic below reads them as if they were UTC, so no value shifts with the browser's zone.

const MINUTE_MS = 60_000;
const START_STEP_MINUTES = 5;

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** The browser's local time of `date`, as a wall-clock string. */
export function toWallClock(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}:00`;
}

/** `value` plus some minutes; undefined when `value` is not a wall-clock time. */
export function addMinutesToWallClock(value: string, minutes: number): string | undefined {
  const time = new Date(`${value}Z`).getTime();
  if (Number.isNaN(time)) return undefined;
  return new Date(time + minutes * MINUTE_MS).toISOString().slice(0, 19);
}

/** Now, rounded up to the next 5 minutes (a time already on a 5-minute mark is kept). */
export function getDefaultStart(now: Date = new Date()): string {
  const rounded = new Date(now);
  rounded.setSeconds(0, 0);
  if (rounded.getTime() < now.getTime()) rounded.setMinutes(rounded.getMinutes() + 1);
  const remainder = rounded.getMinutes() % START_STEP_MINUTES;
  if (remainder !== 0) rounded.setMinutes(rounded.getMinutes() + START_STEP_MINUTES - remainder);
  return toWallClock(rounded);
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

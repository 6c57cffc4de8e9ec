// Event times are wall-clock strings 'YYYY-MM-DDTHH:mm:ss' without a zone (DESIGN §6). These
// helpers work on their parts only, so no value is ever shifted by the browser's time zone.

export type WallClockParts = {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
};

export type DayPeriod = "AM" | "PM";

/** The picker's minute choices: every 5 minutes (spec doc 1 §9). */
export const MINUTE_STEP = 5;
export const MINUTE_OPTIONS: readonly number[] = Array.from(
  { length: 60 / MINUTE_STEP },
  (_, index) => index * MINUTE_STEP,
);
export const HOUR_OPTIONS: readonly number[] = Array.from({ length: 12 }, (_, index) => index + 1);

const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

function pad(value: number, length = 2): string {
  return String(value).padStart(length, "0");
}

export function toWallClockString({ year, month, day, hour, minute }: WallClockParts): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}:00`;
}

/** The parts of a wall-clock string; undefined when it is not a real date and time. */
export function parseWallClock(value: string | null | undefined): WallClockParts | undefined {
  const match = value ? WALL_CLOCK.exec(value) : null;
  if (!match) return undefined;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const check = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const isReal =
    check.getUTCFullYear() === year &&
    check.getUTCMonth() === month - 1 &&
    check.getUTCDate() === day &&
    check.getUTCHours() === hour &&
    check.getUTCMinutes() === minute;
  return isReal ? { year, month, day, hour, minute } : undefined;
}

/** A local Date (as the calendar hands out) plus a 24-hour time, as a wall-clock string. */
export function fromDateAndTime(date: Date, hour: number, minute: number): string {
  return toWallClockString({ ...partsFromLocalDate(date), hour, minute });
}

/** The calendar day of wall-clock parts as a local midnight Date, for the calendar. */
export function toCalendarDate({
  year,
  month,
  day,
}: Pick<WallClockParts, "year" | "month" | "day">) {
  return new Date(year, month - 1, day);
}

/** The wall clock of the browser at a moment: what a user reads on their own clock. */
export function partsFromLocalDate(date: Date): WallClockParts {
  return {
    year: date.getFullYear(),
    month: date.getMonth() + 1,
    day: date.getDate(),
    hour: date.getHours(),
    minute: date.getMinutes(),
  };
}

export function to12Hour(hour: number): { hour12: number; period: DayPeriod } {
  return { hour12: hour % 12 === 0 ? 12 : hour % 12, period: hour < 12 ? "AM" : "PM" };
}

export function to24Hour(hour12: number, period: DayPeriod): number {
  return (hour12 % 12) + (period === "PM" ? 12 : 0);
}

// Arithmetic runs on UTC so no daylight-saving change adds or drops an hour.
function partsToUtcMs(parts: WallClockParts): number {
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
}

function partsFromUtcMs(ms: number): WallClockParts {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

export function addMinutesToParts(parts: WallClockParts, minutes: number): WallClockParts {
  return partsFromUtcMs(partsToUtcMs(parts) + minutes * 60_000);
}

/** Adds minutes to a wall-clock string (the end default is the start plus 1 hour). */
export function addMinutes(value: string, minutes: number): string {
  const parts = parseWallClock(value);
  if (!parts) throw new Error(`Not a wall-clock date and time: ${value}`);
  return toWallClockString(addMinutesToParts(parts, minutes));
}

/** Rounds up to the next multiple of 5 minutes; a time already on one stays (the date may roll over). */
export function roundUpToFiveMinutes(parts: WallClockParts): WallClockParts {
  const remainder = parts.minute % MINUTE_STEP;
  return remainder === 0 ? parts : addMinutesToParts(parts, MINUTE_STEP - remainder);
}

/** Rounds down to a multiple of 5 minutes, so any stored minute has its option in the select. */
export function roundDownToFiveMinutes(parts: WallClockParts): WallClockParts {
  return { ...parts, minute: parts.minute - (parts.minute % MINUTE_STEP) };
}

/** 'Now': today's date and the current time rounded up to the next 5 minutes. */
export function getRoundedNow(now: Date = new Date()): WallClockParts {
  const parts = partsFromLocalDate(now);
  const isOnTheMinute = now.getSeconds() === 0 && now.getMilliseconds() === 0;
  // A clock already past 10:05:00 is rounded to 10:10: 'Now' never offers a time already gone.
  if (parts.minute % MINUTE_STEP === 0 && !isOnTheMinute) {
    return addMinutesToParts(parts, MINUTE_STEP);
  }
  return roundUpToFiveMinutes(parts);
}

/** Negative when a is earlier, 0 when equal, positive when later (seconds ignored). */
export function compareWallClock(a: string, b: string): number {
  const partsA = parseWallClock(a);
  const partsB = parseWallClock(b);
  if (!partsA || !partsB) throw new Error(`Not comparable: ${a} and ${b}`);
  return partsToUtcMs(partsA) - partsToUtcMs(partsB);
}

export function isBefore(value: string, other: string): boolean {
  return compareWallClock(value, other) < 0;
}

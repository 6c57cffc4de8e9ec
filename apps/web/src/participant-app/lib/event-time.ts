import { dayIn, wallClockIn } from "@events/contract";
import { parseWallClock, type WallClockParts } from "@/lib/wall-clock";

// An event's times are wall-clock strings in the event's IANA zone (DESIGN §6). They are shown
// as entered, in the event's zone; the device's own time is worked out only to show beside them
// when the device is elsewhere, and 'today' is today where the event is. The words are put
// together here rather than by Intl's date styles, whose commas differ between browsers.

// Names only from Intl (the same in every browser), read at noon UTC of the wall-clock day.
const weekdayNames = new Intl.DateTimeFormat("en-GB", { weekday: "long", timeZone: "UTC" });
const monthNames = new Intl.DateTimeFormat("en-GB", { month: "long", timeZone: "UTC" });
const noonOf = ({ year, month, day }: WallClockParts) => Date.UTC(year, month - 1, day, 12);
const weekdayOf = (parts: WallClockParts) => weekdayNames.format(noonOf(parts));
const monthOf = (parts: WallClockParts) => monthNames.format(noonOf(parts));
const short = (name: string) => name.slice(0, 3);
const pad = (value: number) => String(value).padStart(2, "0");

/** '09:05' */
const formatTime = (parts: WallClockParts) => `${pad(parts.hour)}:${pad(parts.minute)}`;
/** '4 May' */
const formatDayMonth = (parts: WallClockParts) => `${parts.day} ${short(monthOf(parts))}`;
/** 'Tue 4 May' */
const formatDay = (parts: WallClockParts) => `${short(weekdayOf(parts))} ${formatDayMonth(parts)}`;
/** 'Tue 4 May 2027' */
const formatDayWithYear = (parts: WallClockParts) => `${formatDay(parts)} ${parts.year}`;

/**
 * An event's dates as its list shows them: 'Tue 4 May 2027, 09:00–17:00' on one day,
 * 'Tue 4 May, 09:00 – Thu 6 May 2027, 17:00' over several.
 */
export function formatEventDates(start: string | null, end: string | null): string {
  const startParts = parseWallClock(start);
  if (!startParts) return "Date to be announced";
  const endParts = parseWallClock(end);
  if (!endParts) return `${formatDayWithYear(startParts)}, ${formatTime(startParts)}`;
  if (start?.slice(0, 10) === end?.slice(0, 10)) {
    return `${formatDayWithYear(startParts)}, ${formatTime(startParts)}–${formatTime(endParts)}`;
  }
  const startDay =
    startParts.year === endParts.year ? formatDay(startParts) : formatDayWithYear(startParts);
  return `${startDay}, ${formatTime(startParts)} – ${formatDayWithYear(endParts)}, ${formatTime(endParts)}`;
}

/** A session's times in the event's zone: '09:00–10:00', or '22:00 – Wed 5 May, 01:00'. */
export function formatSessionTimes(session: {
  start_datetime: string;
  end_datetime: string;
}): string {
  const start = parseWallClock(session.start_datetime);
  const end = parseWallClock(session.end_datetime);
  if (!start || !end) return "";
  if (session.start_datetime.slice(0, 10) === session.end_datetime.slice(0, 10)) {
    return `${formatTime(start)}–${formatTime(end)}`;
  }
  return `${formatTime(start)} – ${formatDay(end)}, ${formatTime(end)}`;
}

/** An agenda's day 'YYYY-MM-DD' as 'Tuesday 4 May 2027'; undefined for another value. */
export function formatAgendaDay(day: string): string | undefined {
  const parts = parseWallClock(`${day}T00:00:00`);
  return parts && `${weekdayOf(parts)} ${parts.day} ${monthOf(parts)} ${parts.year}`;
}

/** 'London time' for Europe/London; 'UTC' stays as it is. */
export function describeTimeZone(timeZone: string): string {
  if (!timeZone.includes("/")) return timeZone;
  return `${timeZone.split("/").pop()?.replaceAll("_", " ")} time`;
}

/** The device's zone, as the browser reports it. */
export function getDeviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The wall clock of a zone at a moment. Throws a RangeError for an unknown zone. */
function readClockInZone(timeZone: string, instantMs: number): WallClockParts {
  // A reading of the clock is always a real wall-clock time.
  return parseWallClock(wallClockIn(timeZone, instantMs)) as WallClockParts;
}

const toUtcMs = (parts: WallClockParts) =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);
const toDay = (parts: WallClockParts) => `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;

/** Minutes the zone's clock is ahead of UTC at this moment. */
function getOffsetMinutes(timeZone: string, instantMs: number): number {
  const wholeMinute = Math.floor(instantMs / 60_000) * 60_000;
  return (toUtcMs(readClockInZone(timeZone, instantMs)) - wholeMinute) / 60_000;
}

/** Whether today, where the event is, is one of its days. */
export function isEventToday(
  event: { event_datetime: string | null; end_datetime: string | null; time_zone: string },
  now: Date,
): boolean {
  const firstDay = event.event_datetime?.slice(0, 10);
  if (!firstDay) return false;
  const lastDay = event.end_datetime?.slice(0, 10) ?? firstDay;
  const today = dayIn(event.time_zone, now);
  return today >= firstDay && today <= lastDay;
}

/** The moment a wall-clock time in the zone stands for; undefined for an unreadable one. */
export function getInstant(value: string, timeZone: string): Date | undefined {
  const parts = parseWallClock(value);
  if (!parts) return undefined;
  const asUtc = toUtcMs(parts);
  try {
    // The offset at the wall-clock time read as UTC is right except near a change of offset,
    // where the offset at the first guess's moment is.
    const firstGuess = asUtc - getOffsetMinutes(timeZone, asUtc) * 60_000;
    return new Date(asUtc - getOffsetMinutes(timeZone, firstGuess) * 60_000);
  } catch {
    // An unknown zone (RangeError): the time cannot be placed.
    return undefined;
  }
}

/**
 * A session's times on the device's clock, when that clock differs from the event's at the
 * session's start: '10:00–11:00', with the day in front when it is another day there.
 */
export function formatDeviceTimes(
  session: { start_datetime: string; end_datetime: string },
  eventTimeZone: string,
  deviceTimeZone: string = getDeviceTimeZone(),
): string | undefined {
  const start = getInstant(session.start_datetime, eventTimeZone);
  const end = getInstant(session.end_datetime, eventTimeZone);
  if (!start || !end) return undefined;
  const startMs = start.getTime();
  if (getOffsetMinutes(deviceTimeZone, startMs) === getOffsetMinutes(eventTimeZone, startMs)) {
    return undefined;
  }
  const deviceStart = readClockInZone(deviceTimeZone, startMs);
  const times = `${formatTime(deviceStart)}–${formatTime(readClockInZone(deviceTimeZone, end.getTime()))}`;
  if (toDay(deviceStart) === session.start_datetime.slice(0, 10)) return times;
  return `${formatDay(deviceStart)}, ${times}`;
}

/** '14:05' on the device's clock, with the day in front when it is not today there. */
export function formatSavedTime(
  savedAt: Date,
  now: Date = new Date(),
  timeZone: string = getDeviceTimeZone(),
): string {
  const saved = readClockInZone(timeZone, savedAt.getTime());
  const isToday = toDay(saved) === dayIn(timeZone, now);
  return isToday ? formatTime(saved) : `${formatDayMonth(saved)} at ${formatTime(saved)}`;
}

/** A moment on the device's clock, with its day and year: 'Tue 4 May 2027, 14:05' (a message's). */
export function formatMoment(instant: Date, timeZone: string = getDeviceTimeZone()): string {
  if (Number.isNaN(instant.getTime())) return "";
  const parts = readClockInZone(timeZone, instant.getTime());
  return `${formatDayWithYear(parts)}, ${formatTime(parts)}`;
}

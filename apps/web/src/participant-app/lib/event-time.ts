import { dayIn, type Language, wallClockIn } from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";
import { parseWallClock, type WallClockParts } from "@/lib/wall-clock";

// An event's times are wall-clock strings in the event's IANA zone (DESIGN §6). They are shown
// as entered, in the event's zone; the device's own time is worked out only to show beside them
// when the device is elsewhere, and 'today' is today where the event is. In English the words
// are put together here rather than by Intl's date styles, whose commas differ between browsers
// (the specification's forms: 'Tue 4 May 2027, 09:00'); other languages get Intl's forms and
// ranges in the page's language. The participants' app and the public page both show them.

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

// The forms of the other languages, each a set of Intl options read on the wall clock as UTC.
const clock = { hour: "2-digit", minute: "2-digit" } as const;
const shortDay = { weekday: "short", day: "numeric", month: "short" } as const;
const INTL_FORMS = {
  time: clock,
  dayTime: { ...shortDay, ...clock },
  dayYearTime: { ...shortDay, year: "numeric", ...clock },
  dayMonthTime: { day: "numeric", month: "short", ...clock },
  longDay: { weekday: "long", day: "numeric", month: "long", year: "numeric" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;
type IntlForm = keyof typeof INTL_FORMS;

const intlFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and form: building one costs far more than using it. */
function intlFormatter(language: Language, form: IntlForm): Intl.DateTimeFormat {
  const key = `${language}/${form}`;
  let formatter = intlFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...INTL_FORMS[form], timeZone: "UTC" });
    intlFormatters.set(key, formatter);
  }
  return formatter;
}

const wallClockMs = (parts: WallClockParts) =>
  Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute);

/** A wall-clock time in a form of the language: 'Di., 4. Mai 2027, 09:00'. */
const intlFormat = (language: Language, form: IntlForm, parts: WallClockParts) =>
  intlFormatter(language, form).format(wallClockMs(parts));

/** Two wall-clock times as the language writes a span: 'Di., 4. Mai 2027, 09:00–17:00 Uhr'. */
const intlRange = (language: Language, form: IntlForm, from: WallClockParts, to: WallClockParts) =>
  intlFormatter(language, form).formatRange(wallClockMs(from), wallClockMs(to));

/**
 * An event's dates as its list shows them: 'Tue 4 May 2027, 09:00–17:00' on one day,
 * 'Tue 4 May, 09:00 – Thu 6 May 2027, 17:00' over several.
 */
export function formatEventDates(
  start: string | null,
  end: string | null,
  language: Language = activeLanguage(),
): string {
  const startParts = parseWallClock(start);
  if (!startParts) return t("phone.time.toBeAnnounced");
  const endParts = parseWallClock(end);
  if (language !== "en") {
    return endParts
      ? intlRange(language, "dayYearTime", startParts, endParts)
      : intlFormat(language, "dayYearTime", startParts);
  }
  if (!endParts) return `${formatDayWithYear(startParts)}, ${formatTime(startParts)}`;
  if (start?.slice(0, 10) === end?.slice(0, 10)) {
    return `${formatDayWithYear(startParts)}, ${formatTime(startParts)}–${formatTime(endParts)}`;
  }
  const startDay =
    startParts.year === endParts.year ? formatDay(startParts) : formatDayWithYear(startParts);
  return `${startDay}, ${formatTime(startParts)} – ${formatDayWithYear(endParts)}, ${formatTime(endParts)}`;
}

/** A session's times in the event's zone: '09:00–10:00', or '22:00 – Wed 5 May, 01:00'. */
export function formatSessionTimes(
  session: { start_datetime: string; end_datetime: string },
  language: Language = activeLanguage(),
): string {
  const start = parseWallClock(session.start_datetime);
  const end = parseWallClock(session.end_datetime);
  if (!start || !end) return "";
  const isOneDay = session.start_datetime.slice(0, 10) === session.end_datetime.slice(0, 10);
  if (language !== "en") return intlRange(language, isOneDay ? "time" : "dayTime", start, end);
  if (isOneDay) {
    return `${formatTime(start)}–${formatTime(end)}`;
  }
  return `${formatTime(start)} – ${formatDay(end)}, ${formatTime(end)}`;
}

/** An agenda's day 'YYYY-MM-DD' as 'Tuesday 4 May 2027'; undefined for another value. */
export function formatAgendaDay(
  day: string,
  language: Language = activeLanguage(),
): string | undefined {
  const parts = parseWallClock(`${day}T00:00:00`);
  if (!parts) return undefined;
  if (language !== "en") return intlFormat(language, "longDay", parts);
  return `${weekdayOf(parts)} ${parts.day} ${monthOf(parts)} ${parts.year}`;
}

/** The zone's name as the language says it ('Vereinigtes Königreich (Ortszeit)'), if known. */
function nameTimeZone(timeZone: string, language: Language): string | undefined {
  try {
    return new Intl.DateTimeFormat(language, { timeZone, timeZoneName: "longGeneric" })
      .formatToParts(0)
      .find((part) => part.type === "timeZoneName")?.value;
  } catch {
    // A zone this browser does not know (RangeError): said from its name, as in English.
    return undefined;
  }
}

/** 'London time' for Europe/London; 'UTC' stays as it is. Other languages: Intl's name. */
export function describeTimeZone(timeZone: string, language: Language = activeLanguage()): string {
  if (!timeZone.includes("/")) return timeZone;
  const named = language === "en" ? undefined : nameTimeZone(timeZone, language);
  return named ?? `${timeZone.split("/").pop()?.replaceAll("_", " ")} time`;
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

const toDay = (parts: WallClockParts) => `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;

/** Minutes the zone's clock is ahead of UTC at this moment. */
function getOffsetMinutes(timeZone: string, instantMs: number): number {
  const wholeMinute = Math.floor(instantMs / 60_000) * 60_000;
  return (wallClockMs(readClockInZone(timeZone, instantMs)) - wholeMinute) / 60_000;
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
  const asUtc = wallClockMs(parts);
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
  language: Language = activeLanguage(),
): string | undefined {
  const start = getInstant(session.start_datetime, eventTimeZone);
  const end = getInstant(session.end_datetime, eventTimeZone);
  if (!start || !end) return undefined;
  const startMs = start.getTime();
  if (getOffsetMinutes(deviceTimeZone, startMs) === getOffsetMinutes(eventTimeZone, startMs)) {
    return undefined;
  }
  const deviceStart = readClockInZone(deviceTimeZone, startMs);
  const deviceEnd = readClockInZone(deviceTimeZone, end.getTime());
  const isSameDay = toDay(deviceStart) === session.start_datetime.slice(0, 10);
  if (language !== "en") {
    return intlRange(language, isSameDay ? "time" : "dayTime", deviceStart, deviceEnd);
  }
  const times = `${formatTime(deviceStart)}–${formatTime(deviceEnd)}`;
  if (isSameDay) return times;
  return `${formatDay(deviceStart)}, ${times}`;
}

/** '14:05' on the device's clock, with the day in front when it is not today there. */
export function formatSavedTime(
  savedAt: Date,
  now: Date = new Date(),
  timeZone: string = getDeviceTimeZone(),
  language: Language = activeLanguage(),
): string {
  const saved = readClockInZone(timeZone, savedAt.getTime());
  const isToday = toDay(saved) === dayIn(timeZone, now);
  if (language !== "en") return intlFormat(language, isToday ? "time" : "dayMonthTime", saved);
  return isToday ? formatTime(saved) : `${formatDayMonth(saved)} at ${formatTime(saved)}`;
}

/** A moment on the device's clock, with its day and year: 'Tue 4 May 2027, 14:05' (a message's). */
export function formatMoment(
  instant: Date,
  timeZone: string = getDeviceTimeZone(),
  language: Language = activeLanguage(),
): string {
  if (Number.isNaN(instant.getTime())) return "";
  const parts = readClockInZone(timeZone, instant.getTime());
  if (language !== "en") return intlFormat(language, "dayYearTime", parts);
  return `${formatDayWithYear(parts)}, ${formatTime(parts)}`;
}

// What the clock reads in an IANA zone at a moment. Event times are wall-clock text in the
// event's zone (DESIGN §6), so 'is it past', 'is it today' and 'is registration open' compare
// that text with this one, on the server and in every web build alike.

const clockFormats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/**
 * YYYY-MM-DDTHH:mm:ss: the wall clock of the zone at `now`. Throws a RangeError for an unknown
 * zone (the zones are checked on the way in).
 */
export function wallClockIn(timeZone: string, now: Date | number): string {
  // By parts: how a locale joins them has changed between ICU versions.
  const parts = formatIn(timeZone).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value ?? "00";
  // Some engines write midnight as hour 24 even with h23.
  const hour = part("hour") === "24" ? "00" : part("hour");
  return `${part("year")}-${part("month")}-${part("day")}T${hour}:${part("minute")}:${part("second")}`;
}

/** YYYY-MM-DD: the day it is at `now` in the zone. */
export function dayIn(timeZone: string, now: Date | number): string {
  return wallClockIn(timeZone, now).slice(0, 10);
}

/** HH:mm: the time of day it is at `at` in the zone ('Already checked in at North entrance, 10:02'). */
export function timeOfDayIn(timeZone: string, at: Date | number): string {
  return wallClockIn(timeZone, at).slice(11, 16);
}

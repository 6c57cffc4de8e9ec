import { t } from "@/i18n/i18n";
import {
  describeTimeZone,
  formatEventDates,
  formatMoment,
} from "../../participant-app/lib/event-time";

// The public page says every time as the event's own clock reads it, in the page's language,
// naming the zone, so a visitor elsewhere is not misled: 'Tue 4 May 2027, 09:00 (London time)'.

const inZone = (time: string, timeZone: string) =>
  t("public.time.inZone", { time, zone: describeTimeZone(timeZone) });

/** A wall-clock time of the event (its opening, a registration window's end). */
export function formatEventClock(wallClock: string, timeZone: string): string {
  return inZone(formatEventDates(wallClock, null), timeZone);
}

/** The event's days and hours. */
export function formatEventSpan(start: string | null, end: string | null, timeZone: string) {
  const dates = formatEventDates(start, end);
  return start ? inZone(dates, timeZone) : dates;
}

/** A moment (UTC ISO 8601, an offer's end) on the event's clock. */
export function formatInstantInZone(instant: string, timeZone: string): string {
  try {
    return inZone(formatMoment(new Date(instant), timeZone), timeZone);
  } catch {
    // An unknown zone (RangeError): the device's own clock, said as such.
    return t("public.time.onDevice", { time: formatMoment(new Date(instant)) });
  }
}

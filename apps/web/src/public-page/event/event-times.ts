import {
  describeTimeZone,
  formatEventDates,
  formatMoment,
} from "../../participant-app/lib/event-time";

// The public page says every time as the event's own clock reads it, naming the zone, so a
// visitor elsewhere is not misled: 'Tue 4 May 2027, 09:00 (London time)'.

/** A wall-clock time of the event (its opening, a registration window's end). */
export function formatEventClock(wallClock: string, timeZone: string): string {
  return `${formatEventDates(wallClock, null)} (${describeTimeZone(timeZone)})`;
}

/** The event's days and hours. */
export function formatEventSpan(start: string | null, end: string | null, timeZone: string) {
  const dates = formatEventDates(start, end);
  return start ? `${dates} (${describeTimeZone(timeZone)})` : dates;
}

/** A moment (UTC ISO 8601, an offer's end) on the event's clock. */
export function formatInstantInZone(instant: string, timeZone: string): string {
  try {
    return `${formatMoment(new Date(instant), timeZone)} (${describeTimeZone(timeZone)})`;
  } catch {
    // An unknown zone (RangeError): the device's own clock, said as such.
    return `${formatMoment(new Date(instant))} (your time)`;
  }
}

// When a participant's event is past, and the order of their list: both hang on the day it is
// now in each event's own zone, so an event in Auckland may be past while one in Honolulu on the
// same dates is not.

import { dayIn } from "@events/contract";

/** What the order reads of an event: its wall-clock dates as YYYY-MM-DDTHH:mm:ss, its zone. */
export interface DatedEvent {
  id: string;
  event_name: string;
  event_datetime: string | null;
  end_datetime: string | null;
  time_zone: string;
}

/** dayIn for one moment, each zone's day worked out once: a list has few zones, many events. */
export function daysAt(now: Date): (timeZone: string) => string {
  const days = new Map<string, string>();
  return (timeZone) => {
    let day = days.get(timeZone);
    if (day === undefined) {
      day = dayIn(timeZone, now);
      days.set(timeZone, day);
    }
    return day;
  };
}

/**
 * Whether the event ended (or, without an end, started) before today in its zone. An event with
 * no dates is not past.
 */
export function isEventPast(event: DatedEvent, today: (timeZone: string) => string): boolean {
  const last = event.end_datetime ?? event.event_datetime;
  // Wall-clock text of one form compares as dates do; its first ten characters are its day.
  return last !== null && last.slice(0, 10) < today(event.time_zone);
}

const byName = (a: DatedEvent, b: DatedEvent) =>
  a.event_name.localeCompare(b.event_name) || a.id.localeCompare(b.id);

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The list's order: current and upcoming events, soonest start first; then those with no dates;
 * then past events, the latest to end first. Each event answered with whether it is past.
 */
export function orderMyEvents<Event extends DatedEvent>(
  events: readonly Event[],
  now: Date,
): (Event & { is_past: boolean })[] {
  const upcoming: Event[] = [];
  const undated: Event[] = [];
  const past: Event[] = [];
  const today = daysAt(now);
  for (const event of events) {
    if (isEventPast(event, today)) past.push(event);
    else if (event.event_datetime === null && event.end_datetime === null) undated.push(event);
    else upcoming.push(event);
  }
  const startOf = (event: DatedEvent) => event.event_datetime ?? event.end_datetime ?? "";
  const endOf = (event: DatedEvent) => event.end_datetime ?? event.event_datetime ?? "";
  upcoming.sort((a, b) => compareText(startOf(a), startOf(b)) || byName(a, b));
  undated.sort(byName);
  past.sort((a, b) => compareText(endOf(b), endOf(a)) || byName(a, b));
  return [
    ...upcoming.map((event) => ({ ...event, is_past: false })),
    ...undated.map((event) => ({ ...event, is_past: false })),
    ...past.map((event) => ({ ...event, is_past: true })),
  ];
}

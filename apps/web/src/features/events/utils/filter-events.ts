import type { Event } from "@events/contract";
import { getWallClockDay } from "@/lib/time-range";

export type EventFilters = {
  /** An event status, or '' for all events. */
  status: string;
  /** A calendar day 'YYYY-MM-DD', or '' for any day. */
  date: string;
  /** Text searched for in the name and venue, ignoring case. */
  search: string;
};

export const NO_EVENT_FILTERS: EventFilters = { status: "", date: "", search: "" };

/** The events matching every filter that is set, in their original order. */
export function filterEvents(events: readonly Event[], filters: EventFilters): Event[] {
  const search = filters.search.trim().toLocaleLowerCase();
  return events.filter((event) => {
    if (filters.status !== "" && event.event_status !== filters.status) return false;
    if (filters.date !== "" && getWallClockDay(event.event_datetime) !== filters.date) {
      return false;
    }
    if (search === "") return true;
    return [event.event_name, event.venue ?? ""].some((text) =>
      text.toLocaleLowerCase().includes(search),
    );
  });
}

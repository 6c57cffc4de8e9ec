import type { Event } from "@events/contract";
import { includesQuery } from "@/lib/includes-query";

/** Events whose name, description or location (venue) contain the query, ignoring case. */
export function filterEventsForParticipants(events: readonly Event[], query: string): Event[] {
  return events.filter((event) =>
    includesQuery([event.event_name, event.description, event.venue], query),
  );
}

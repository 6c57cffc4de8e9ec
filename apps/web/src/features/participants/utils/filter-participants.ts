import type { Event } from "@events/contract";

function includesQuery(values: readonly (string | null | undefined)[], query: string): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return values.some((value) => value?.toLowerCase().includes(needle));
}

/** Events whose name, description or location (venue) contain the query, ignoring case. */
export function filterEventsForParticipants(events: readonly Event[], query: string): Event[] {
  return events.filter((event) =>
    includesQuery([event.event_name, event.description, event.venue], query),
  );
}

import type { Event, Session } from "@events/contract";
import { includesQuery } from "@/lib/includes-query";

/** Sessions whose name, description or venue contain the query (case-insensitive). */
export function filterSessions(sessions: readonly Session[], query: string): Session[] {
  return sessions.filter((session) =>
    includesQuery([session.name, session.description, session.venue], query),
  );
}

/** Events whose name, venue or description contain the query (case-insensitive). */
export function filterEventsForSessions(events: readonly Event[], query: string): Event[] {
  return events.filter((event) =>
    includesQuery([event.event_name, event.venue, event.description], query),
  );
}

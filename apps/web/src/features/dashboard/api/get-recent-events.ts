import { getRecentEventsPageQueryOptions } from "@/api/events/get-recent-events-page";
import { queryKeys } from "@/lib/query-keys";

/** The newest events: the first page of get-all-events, so saving or deleting an event reloads it. */
export function getRecentEventsQueryOptions() {
  return getRecentEventsPageQueryOptions(
    queryKeys.events.list("all-events"),
    "/api/events/get-all-events",
  );
}

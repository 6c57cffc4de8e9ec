import { useQuery } from "@tanstack/react-query";
import { selectEvents } from "@/api/events/get-all-events";
import { getRecentEventsPageQueryOptions } from "@/api/events/get-recent-events-page";
import { apiPath } from "@/lib/api-client";
import { queryOptionsOnceKnown } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * One event admin's newest events (spec doc 2 §7: get-events-by-admin, 'events; dashboard'). Under
 * the admin's events list, so whatever reloads the caller's own events reloads this.
 */
export function getRecentEventsQueryOptions(adminId: string) {
  return getRecentEventsPageQueryOptions(
    queryKeys.events.byAdminId(adminId),
    apiPath`/api/events/get-events-by-admin/${adminId}`,
  );
}

/** Waits while the signed-in admin is not known yet. */
export function useRecentEvents(adminId: string | undefined) {
  return useQuery({
    ...queryOptionsOnceKnown(adminId, getRecentEventsQueryOptions),
    select: selectEvents,
  });
}

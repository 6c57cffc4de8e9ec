import type { Event } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type EventsListResponse = { events: Event[] };

/**
 * The signed-in event admin's own events; the same key and answer as the events and sessions
 * screens, so every screen shares one cached list.
 */
export function getAdminEventsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.list("by-admin"),
    queryFn: ({ signal }) =>
      apiClient.get<EventsListResponse>("/api/events/get-events-by-admin", { signal }),
  });
}

export function useAdminEvents() {
  return useQuery({ ...getAdminEventsQueryOptions(), select: (response) => response.events });
}

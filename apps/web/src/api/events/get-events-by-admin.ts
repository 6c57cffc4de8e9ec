import type { EventsListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The signed-in event admin's own events. The events, sessions and participants screens all read
 * this one key, so they share one cached answer and an event saved on one shows on the others.
 */
export function getEventsByAdmin(signal?: AbortSignal): Promise<EventsListResponse> {
  return apiClient.get<EventsListResponse>("/api/events/get-events-by-admin", { signal });
}

export function getEventsByAdminQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.list("by-admin"),
    queryFn: ({ signal }) => getEventsByAdmin(signal),
  });
}

export function useEventsByAdmin() {
  return useQuery({ ...getEventsByAdminQueryOptions(), select: (response) => response.events });
}

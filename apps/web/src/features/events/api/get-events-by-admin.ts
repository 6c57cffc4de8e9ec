import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { type EventsListResponse, selectEvents } from "./get-all-events";

/** The signed-in admin's own events. */
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
  return useQuery({ ...getEventsByAdminQueryOptions(), select: selectEvents });
}

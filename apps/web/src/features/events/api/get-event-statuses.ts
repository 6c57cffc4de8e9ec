import type { EventStatusListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type EventStatusItem = EventStatusListResponse[number];

export function getEventStatuses(signal?: AbortSignal): Promise<EventStatusListResponse> {
  return apiClient.get<EventStatusListResponse>("/api/events/get-event-status-enum", { signal });
}

export function getEventStatusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.statuses(),
    queryFn: ({ signal }) => getEventStatuses(signal),
    // The list is fixed by the server; it does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEventStatuses() {
  return useQuery(getEventStatusesQueryOptions());
}

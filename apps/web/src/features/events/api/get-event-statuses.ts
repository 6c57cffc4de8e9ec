import type { EventStatusListResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

export type EventStatusItem = EventStatusListResponse[number];

export function getEventStatusesQueryOptions() {
  return apiGetQueryOptions<EventStatusListResponse>(
    queryKeys.events.statuses(),
    "/api/events/get-event-status-enum",
    // The list is fixed by the server; it does not change while the app runs.
    { staleTime: Number.POSITIVE_INFINITY },
  );
}

export function useEventStatuses() {
  return useQuery(getEventStatusesQueryOptions());
}

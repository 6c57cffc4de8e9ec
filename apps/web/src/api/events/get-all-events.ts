import type { Event, EventsListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every event for a system admin; an event admin receives only their own. */
export function getAllEvents(signal?: AbortSignal): Promise<EventsListResponse> {
  return apiClient.get<EventsListResponse>("/api/events/get-all-events", { signal });
}

export function getAllEventsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.list("all-events"),
    queryFn: ({ signal }) => getAllEvents(signal),
  });
}

export function useAllEvents() {
  return useQuery({ ...getAllEventsQueryOptions(), select: selectEvents });
}

export function selectEvents(response: EventsListResponse): Event[] {
  return response.events;
}

import type { Event, EventsListResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** Every event for a system admin; an event admin receives only their own. */
export function getAllEventsQueryOptions() {
  return apiGetQueryOptions<EventsListResponse>(
    queryKeys.events.list("all-events"),
    "/api/events/get-all-events",
  );
}

export function useAllEvents() {
  return useQuery({ ...getAllEventsQueryOptions(), select: selectEvents });
}

/** The events of an events answer: a whole list, or one page of it. */
export function selectEvents(response: EventsListResponse): Event[] {
  return response.events;
}

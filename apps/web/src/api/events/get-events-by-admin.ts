import type { EventsListResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";
import { selectEvents } from "./get-all-events";

/**
 * The signed-in event admin's own events. The events, sessions and participants screens all read
 * this one key, so they share one cached answer and an event saved on one shows on the others.
 */
export function getEventsByAdminQueryOptions() {
  return apiGetQueryOptions<EventsListResponse>(
    queryKeys.events.list("by-admin"),
    "/api/events/get-events-by-admin",
  );
}

export function useEventsByAdmin() {
  return useQuery({ ...getEventsByAdminQueryOptions(), select: selectEvents });
}

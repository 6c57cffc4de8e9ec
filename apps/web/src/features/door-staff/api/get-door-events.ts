import type { DoorEventsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** The events the caller may check people in at; a paired device has exactly one. */
export function getDoorEventsQueryOptions() {
  return apiGetQueryOptions<DoorEventsResponse>(queryKeys.door.events(), "/api/door/events");
}

export function useDoorEvents() {
  return useQuery(getDoorEventsQueryOptions());
}

import type { DoorEvent, DoorEventsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** The events the caller may check people in at (GET /api/door/events); a paired device has one. */
export function getDoorEventsQueryOptions() {
  return apiGetQueryOptions<DoorEventsResponse>(queryKeys.door.events(), "/api/door/events");
}

export function useDoorEvents() {
  return useQuery(getDoorEventsQueryOptions());
}

/**
 * One of them, from the same answer under the same key: its name and zone for the door's
 * screen; null when the caller may not check people in there.
 */
export function useDoorEvent(eventId: string, isEnabled: boolean) {
  return useQuery({
    ...getDoorEventsQueryOptions(),
    enabled: isEnabled,
    select: ({ events }): DoorEvent | null => events.find((event) => event.id === eventId) ?? null,
  });
}

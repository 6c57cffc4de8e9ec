import type { DoorEvent, DoorEventsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * One of the events the caller may check people in at (GET /api/door/events, the door's list,
 * kept under the same key): its name and zone for the door's screen; undefined when the caller
 * may not check people in there.
 */
export function useDoorEvent(eventId: string, isEnabled: boolean) {
  return useQuery({
    ...apiGetQueryOptions<DoorEventsResponse>(queryKeys.door.events(), "/api/door/events"),
    enabled: isEnabled,
    select: ({ events }): DoorEvent | null => events.find((event) => event.id === eventId) ?? null,
  });
}

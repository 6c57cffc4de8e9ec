import type { StaffListResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** An event's door staff, each with the devices paired for the event. */
export function getStaffQueryOptions(eventId: string) {
  return apiGetQueryOptions<StaffListResponse>(
    queryKeys.doorStaff.list(eventId),
    apiPath`/api/events/${eventId}/staff`,
  );
}

export function useStaff(eventId: string) {
  return useQuery(getStaffQueryOptions(eventId));
}

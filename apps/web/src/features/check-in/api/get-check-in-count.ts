import type { CheckInCountResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * How often the count is asked again: check-ins made on another device show within 5 seconds
 * and a check-in on this one reloads it at once.
 */
export const CHECK_IN_COUNT_REFRESH_MS = 3000;

export function getCheckInCountQueryOptions(eventId: string) {
  return apiGetQueryOptions<CheckInCountResponse>(
    queryKeys.participants.checkInCount(eventId),
    apiPath`/api/participants/check-in-count/${eventId}`,
  );
}

/** The event's active participants checked in, of all its active participants. */
export function useCheckInCount(eventId: string) {
  return useQuery({
    ...getCheckInCountQueryOptions(eventId),
    refetchInterval: CHECK_IN_COUNT_REFRESH_MS,
  });
}

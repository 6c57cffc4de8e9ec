import type { CheckInListResponse } from "@events/contract";
import { apiClient, apiPath } from "@/lib/api-client";

/** The event's list for the door's copy: whole without `since`, else what changed since then. */
export function getCheckInList(eventId: string, since?: string): Promise<CheckInListResponse> {
  const path = apiPath`/api/participants/check-in-list/${eventId}`;
  return apiClient.get<CheckInListResponse>(
    since === undefined ? path : `${path}?${new URLSearchParams({ since })}`,
  );
}

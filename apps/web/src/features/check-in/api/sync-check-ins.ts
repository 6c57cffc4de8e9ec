import type { CheckInSyncRequest, CheckInSyncResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

/** Sends queued scans; each is answered, and a nonce sent again is answered as the first time. */
export function syncCheckIns(request: CheckInSyncRequest): Promise<CheckInSyncResponse> {
  return apiClient.post<CheckInSyncResponse>("/api/participants/check-in/sync", request);
}

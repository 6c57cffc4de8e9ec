import type { PairDeviceRequest, PairDeviceResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

/**
 * Pairs this browser with the code from the QR code: the server answers with a session for the
 * staff member, limited to the one event. No session exists yet, so no CSRF token is sent.
 */
export function pairDevice(request: PairDeviceRequest): Promise<PairDeviceResponse> {
  return apiClient.post<PairDeviceResponse>("/api/door/pair", request, { withCsrf: false });
}

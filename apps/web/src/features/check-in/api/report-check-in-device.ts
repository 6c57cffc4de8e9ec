import type { DeviceReportRequest } from "@events/contract";
import { apiClient, apiPath } from "@/lib/api-client";

/** Tells the event's count this device's door and how many scans it still holds. */
export function reportCheckInDevice(
  eventId: string,
  deviceId: string,
  report: DeviceReportRequest,
): Promise<{ message: string }> {
  return apiClient.put<{ message: string }>(
    apiPath`/api/participants/check-in-devices/${eventId}/${deviceId}`,
    report,
  );
}

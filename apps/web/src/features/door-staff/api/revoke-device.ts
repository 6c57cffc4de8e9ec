import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { StaffTarget } from "./remove-staff";

export type DeviceTarget = StaffTarget & { deviceId: string };

/** Signs a paired device out: it needs a new pairing code to check people in again. */
export function revokeDevice({
  eventId,
  userId,
  deviceId,
}: DeviceTarget): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(
    apiPath`/api/events/${eventId}/staff/${userId}/devices/${deviceId}`,
  );
}

export function useRevokeDevice() {
  return useInvalidatingMutation(revokeDevice, ({ eventId }) => [
    queryKeys.doorStaff.list(eventId),
  ]);
}

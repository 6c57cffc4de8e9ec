import type { PairingResponse } from "@events/contract";
import { useMutation } from "@tanstack/react-query";
import { apiClient, apiPath } from "@/lib/api-client";
import type { StaffTarget } from "./remove-staff";

/** A one-use code, shown as a QR code and a link, that pairs a device for this staff member. */
export function createPairing({ eventId, userId }: StaffTarget): Promise<PairingResponse> {
  return apiClient.post<PairingResponse>(apiPath`/api/events/${eventId}/staff/${userId}/pairing`);
}

// Making a code changes nothing the screen shows: the device appears once it has paired.
export function useCreatePairing() {
  return useMutation({ mutationFn: createPairing });
}

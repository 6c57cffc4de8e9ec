import type { AddStaffRequest, StaffMemberResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type AddStaffVariables = { eventId: string; request: AddStaffRequest };

/** Adds door staff by e-mail: a new address gets an account and an e-mail to choose a password. */
export function addStaff({ eventId, request }: AddStaffVariables): Promise<StaffMemberResponse> {
  return apiClient.post<StaffMemberResponse>(apiPath`/api/events/${eventId}/staff`, request);
}

export function useAddStaff() {
  return useInvalidatingMutation(addStaff, ({ eventId }) => [queryKeys.doorStaff.list(eventId)]);
}

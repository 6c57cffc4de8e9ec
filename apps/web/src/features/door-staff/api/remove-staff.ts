import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type StaffTarget = { eventId: string; userId: string };

/** Takes a person off the event's door staff; their devices for the event are signed out. */
export function removeStaff({ eventId, userId }: StaffTarget): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(apiPath`/api/events/${eventId}/staff/${userId}`);
}

export function useRemoveStaff() {
  return useInvalidatingMutation(removeStaff, ({ eventId }) => [queryKeys.doorStaff.list(eventId)]);
}

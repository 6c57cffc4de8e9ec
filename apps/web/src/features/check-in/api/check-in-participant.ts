import type { CheckInResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type CheckInVariables = { eventId: string; participantId: string };

export function checkInParticipant({ participantId }: CheckInVariables): Promise<CheckInResponse> {
  return apiClient.post<CheckInResponse>(
    `/api/participants/check-in/${encodeURIComponent(participantId)}`,
  );
}

/** Checks a participant in; the event's lists and its count reload before it is done. */
export function useCheckInParticipant() {
  return useInvalidatingMutation(checkInParticipant, ({ eventId }) => [
    queryKeys.participants.byEvent(eventId),
  ]);
}

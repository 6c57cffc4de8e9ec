import type { CheckInResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type CheckInVariables = { eventId: string; participantId: string };

/** A participant's check-in: POST checks them in, DELETE undoes it. */
export function checkInPath(participantId: string): string {
  return apiPath`/api/participants/check-in/${participantId}`;
}

/** What a check-in or its undo changes: the event's lists and its count. */
export function checkInChangedKeys({ eventId }: CheckInVariables) {
  return [queryKeys.participants.byEvent(eventId)];
}

export function checkInParticipant({ participantId }: CheckInVariables): Promise<CheckInResponse> {
  return apiClient.post<CheckInResponse>(checkInPath(participantId));
}

/** Checks a participant in; the event's lists and its count reload before it is done. */
export function useCheckInParticipant() {
  return useInvalidatingMutation(checkInParticipant, checkInChangedKeys);
}

import type { CheckInResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { CheckInVariables } from "./check-in-participant";

export function undoCheckIn({ participantId }: CheckInVariables): Promise<CheckInResponse> {
  return apiClient.delete<CheckInResponse>(
    `/api/participants/check-in/${encodeURIComponent(participantId)}`,
  );
}

/** Undoes a check-in; the event's lists and its count reload before it is done. */
export function useUndoCheckIn() {
  return useInvalidatingMutation(undoCheckIn, ({ eventId }) => [
    queryKeys.participants.byEvent(eventId),
  ]);
}

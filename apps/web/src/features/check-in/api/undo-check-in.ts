import type { CheckInResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { type CheckInVariables, checkInChangedKeys, checkInPath } from "./check-in-participant";

export function undoCheckIn({ participantId }: CheckInVariables): Promise<CheckInResponse> {
  return apiClient.delete<CheckInResponse>(checkInPath(participantId));
}

/** Undoes a check-in; the event's lists and its count reload before it is done. */
export function useUndoCheckIn() {
  return useInvalidatingMutation(undoCheckIn, checkInChangedKeys);
}

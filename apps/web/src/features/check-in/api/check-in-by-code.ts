import type { CheckInByCodeRequest, CheckInResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function checkInByCode(request: CheckInByCodeRequest): Promise<CheckInResponse> {
  return apiClient.post<CheckInResponse>("/api/participants/check-in-by-code", request);
}

/**
 * Checks in the participant whose ticket was scanned. The door's answer does not wait for the
 * event's lists and count, which reload behind it.
 */
export function useCheckInByCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInByCode,
    onSettled: (_answer, _error, { event_id }) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.participants.byEvent(event_id) });
    },
  });
}

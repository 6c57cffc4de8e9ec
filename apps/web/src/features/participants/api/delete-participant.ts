import type { MessageResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteParticipant(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(
    `/api/participants/delete-participant/${encodeURIComponent(id)}`,
  );
}

export function useDeleteParticipant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteParticipant,
    // Every participants query: the event's list and any totals counted from them.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.participants.all }),
  });
}

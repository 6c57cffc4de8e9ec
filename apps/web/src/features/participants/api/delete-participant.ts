import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteParticipant(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(apiPath`/api/participants/delete-participant/${id}`);
}

export function useDeleteParticipant() {
  // Every participants query: the event's list and any totals counted from them.
  return useInvalidatingMutation(deleteParticipant, () => [queryKeys.participants.all]);
}

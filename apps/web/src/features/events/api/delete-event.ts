import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteEvent(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/api/events/delete-event/${encodeURIComponent(id)}`);
}

export function useDeleteEvent() {
  return useInvalidatingMutation(deleteEvent, () => [queryKeys.events.lists()]);
}

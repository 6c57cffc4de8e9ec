import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteEvent(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(apiPath`/api/events/delete-event/${id}`);
}

export function useDeleteEvent() {
  return useInvalidatingMutation(deleteEvent, () => [queryKeys.events.lists()]);
}

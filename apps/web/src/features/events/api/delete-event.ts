import type { MessageResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteEvent(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/api/events/delete-event/${encodeURIComponent(id)}`);
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.lists() }),
  });
}

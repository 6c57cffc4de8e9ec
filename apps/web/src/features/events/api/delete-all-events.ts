import type { DeleteAllEventsResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** System admins only: removes every event. */
export function deleteAllEvents(): Promise<DeleteAllEventsResponse> {
  return apiClient.delete<DeleteAllEventsResponse>("/api/events/delete-all-events");
}

export function useDeleteAllEvents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAllEvents,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.lists() }),
  });
}

import type { DeleteAllEventsResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** System admins only: removes every event. */
export function deleteAllEvents(): Promise<DeleteAllEventsResponse> {
  return apiClient.delete<DeleteAllEventsResponse>("/api/events/delete-all-events");
}

export function useDeleteAllEvents() {
  return useInvalidatingMutation(deleteAllEvents, () => [queryKeys.events.lists()]);
}

import type { Event } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildEventRequestBody, type SaveEventInput } from "./event-request-body";

export type UpdateEventVariables = { id: string; input: SaveEventInput };

export function updateEvent({ id, input }: UpdateEventVariables): Promise<Event> {
  return apiClient.put<Event>(
    `/api/events/update-event/${encodeURIComponent(id)}`,
    buildEventRequestBody(input),
  );
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    // The lists and the event's details page both show what changed.
    onSuccess: (_event, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.events.lists() }),
        queryClient.invalidateQueries({ queryKey: queryKeys.events.detail(id) }),
      ]),
  });
}

import type { Event } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildEventRequestBody, type SaveEventInput } from "./event-request-body";

export function createEvent(input: SaveEventInput): Promise<Event> {
  return apiClient.post<Event>("/api/events/create-event", buildEventRequestBody(input));
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.events.lists() }),
  });
}

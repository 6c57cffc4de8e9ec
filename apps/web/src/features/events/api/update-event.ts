import type { Event } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildEventRequestBody, type SaveEventInput } from "./event-request-body";

export type UpdateEventVariables = { id: string; input: SaveEventInput };

export function updateEvent({ id, input }: UpdateEventVariables): Promise<Event> {
  return apiClient.put<Event>(
    apiPath`/api/events/update-event/${id}`,
    buildEventRequestBody(input),
  );
}

export function useUpdateEvent() {
  // The lists and the event's details page both show what changed.
  return useInvalidatingMutation(updateEvent, ({ id }) => [
    queryKeys.events.lists(),
    queryKeys.events.detail(id),
  ]);
}

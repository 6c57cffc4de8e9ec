import type { Event } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildEventRequestBody, type SaveEventInput } from "./event-request-body";

export function createEvent(input: SaveEventInput): Promise<Event> {
  return apiClient.post<Event>("/api/events/create-event", buildEventRequestBody(input));
}

export function useCreateEvent() {
  return useInvalidatingMutation(createEvent, () => [queryKeys.events.lists()]);
}

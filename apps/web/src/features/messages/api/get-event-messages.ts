import type { MessagesListResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";
import { eventMessagesPath } from "./event-messages-path";

/** How often the list asks again while copies of a message are still waiting to go out. */
export const SENDING_REFRESH_MS = 3000;

export function hasQueuedCopies(response: MessagesListResponse | undefined): boolean {
  return response?.messages.some((message) => message.queued > 0) ?? false;
}

/** The messages sent to an event's participants, newest first, with their delivery counts. */
export function getEventMessagesQueryOptions(eventId: string) {
  return apiGetQueryOptions<MessagesListResponse>(
    queryKeys.messages.list(eventId),
    eventMessagesPath(eventId),
  );
}

/** The list, asked for again every few seconds while any message is still being sent. */
export function useEventMessages(eventId: string) {
  return useQuery({
    ...getEventMessagesQueryOptions(eventId),
    refetchInterval: (query) => (hasQueuedCopies(query.state.data) ? SENDING_REFRESH_MS : false),
  });
}

import type { DeliveryState, MessageDetailsResponse } from "@events/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { eventMessagesPath } from "./event-messages-path";
import { SENDING_REFRESH_MS } from "./get-event-messages";

export type MessageDetailsParams = {
  page: number;
  page_size: number;
  state?: DeliveryState | undefined;
};

/** The parameters as sent and cached: a state only when one is chosen. */
function toRequest({ page, page_size, state }: MessageDetailsParams): Record<string, string> {
  return {
    page: String(page),
    page_size: String(page_size),
    ...(state ? { state } : {}),
  };
}

/** A message with its body, and one page of its recipients with their delivery state. */
export function getMessageDetailsQueryOptions(
  eventId: string,
  messageId: string,
  params: MessageDetailsParams,
) {
  const request = toRequest(params);
  return queryOptions({
    queryKey: queryKeys.messages.details(eventId, messageId, request),
    queryFn: ({ signal }) =>
      apiClient.get<MessageDetailsResponse>(
        `${eventMessagesPath(eventId)}/${encodeURIComponent(messageId)}?${new URLSearchParams(request)}`,
        { signal },
      ),
  });
}

/**
 * One page of a message's recipients; another page or state keeps the last on screen while it
 * loads, and the page is asked for again while copies still wait to go out.
 */
export function useMessageDetails(
  eventId: string,
  messageId: string,
  params: MessageDetailsParams,
) {
  return useQuery({
    ...getMessageDetailsQueryOptions(eventId, messageId, params),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      (query.state.data?.message.queued ?? 0) > 0 ? SENDING_REFRESH_MS : false,
  });
}

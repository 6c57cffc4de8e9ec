import type { SendMessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { type EventDraftVariables, eventMessagesPath } from "./event-messages-path";

/** Queues one e-mail per recipient (202); the server sends them in the background. */
export function sendMessage({ eventId, draft }: EventDraftVariables): Promise<SendMessageResponse> {
  return apiClient.post<SendMessageResponse>(eventMessagesPath(eventId), draft);
}

export function useSendMessage() {
  return useInvalidatingMutation(sendMessage, ({ eventId }) => [queryKeys.messages.list(eventId)]);
}

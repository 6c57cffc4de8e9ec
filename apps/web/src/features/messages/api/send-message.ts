import type { MessageDraft, SendMessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type SendMessageVariables = { eventId: string; draft: MessageDraft };

/** Queues one e-mail per recipient (202); the server sends them in the background. */
export function sendMessage({
  eventId,
  draft,
}: SendMessageVariables): Promise<SendMessageResponse> {
  return apiClient.post<SendMessageResponse>(
    `/api/events/${encodeURIComponent(eventId)}/messages`,
    draft,
  );
}

export function useSendMessage() {
  return useInvalidatingMutation(sendMessage, ({ eventId }) => [queryKeys.messages.list(eventId)]);
}

import type { MessageDraft, MessagePreviewResponse } from "@events/contract";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";

export type PreviewMessageVariables = { eventId: string; draft: MessageDraft };

/** How many participants a draft reaches, and the first one's copy; nothing is sent. */
export function previewMessage({
  eventId,
  draft,
}: PreviewMessageVariables): Promise<MessagePreviewResponse> {
  return apiClient.post<MessagePreviewResponse>(
    `/api/events/${encodeURIComponent(eventId)}/messages/preview`,
    draft,
  );
}

// A POST that changes nothing, so no query is reloaded after it.
export function usePreviewMessage() {
  return useMutation({ mutationFn: previewMessage });
}

import type { MessagePreviewResponse } from "@events/contract";
import { useMutation } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { type EventDraftVariables, eventMessagesPath } from "./event-messages-path";

/** How many participants a draft reaches, and the first one's copy; nothing is sent. */
export function previewMessage({
  eventId,
  draft,
}: EventDraftVariables): Promise<MessagePreviewResponse> {
  return apiClient.post<MessagePreviewResponse>(`${eventMessagesPath(eventId)}/preview`, draft);
}

// A POST that changes nothing, so no query is reloaded after it.
export function usePreviewMessage() {
  return useMutation({ mutationFn: previewMessage });
}

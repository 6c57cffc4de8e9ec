import type { MessageResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient, apiPath } from "@/lib/api-client";
import { storeSessionDocument } from "./get-session-document";

export type DeleteSessionDocumentInput = { documentId: string; sessionId: string; eventId: string };

export function deleteSessionDocument({
  documentId,
  sessionId,
}: DeleteSessionDocumentInput): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(
    apiPath`/api/sessions/delete-document/${documentId}/${sessionId}`,
  );
}

export function useDeleteSessionDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSessionDocument,
    onSuccess: (_, input) => storeSessionDocument(queryClient, input, null),
  });
}

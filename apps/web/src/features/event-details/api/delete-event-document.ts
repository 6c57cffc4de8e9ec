import type { MessageResponse } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type DeleteEventDocumentVariables = { documentId: string; eventId: string };

export function deleteEventDocument({
  documentId,
  eventId,
}: DeleteEventDocumentVariables): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(
    `/api/users/delete-document/${encodeURIComponent(documentId)}/${encodeURIComponent(eventId)}`,
  );
}

export function useDeleteEventDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEventDocument,
    onSuccess: (_answer, { eventId }) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.eventDocuments.list(eventId) }),
  });
}

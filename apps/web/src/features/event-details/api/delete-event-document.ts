import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
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
  return useInvalidatingMutation(deleteEventDocument, ({ eventId }) => [
    queryKeys.eventDocuments.list(eventId),
  ]);
}

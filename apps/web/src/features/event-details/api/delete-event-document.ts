import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type DeleteEventDocumentVariables = { documentId: string; eventId: string };

export function deleteEventDocument({
  documentId,
  eventId,
}: DeleteEventDocumentVariables): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(
    apiPath`/api/users/delete-document/${documentId}/${eventId}`,
  );
}

export function useDeleteEventDocument() {
  return useInvalidatingMutation(deleteEventDocument, ({ eventId }) => [
    queryKeys.eventDocuments.list(eventId),
  ]);
}

import type { EventDocument, EventDocumentsResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** One event's documents, newest first. */
export function getEventDocuments(
  eventId: string,
  signal?: AbortSignal,
): Promise<EventDocumentsResponse> {
  return apiClient.get<EventDocumentsResponse>(
    `/api/users/get-all-documents/${encodeURIComponent(eventId)}`,
    { signal },
  );
}

export function getEventDocumentsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: queryKeys.eventDocuments.list(eventId),
    queryFn: ({ signal }) => getEventDocuments(eventId, signal),
  });
}

export function selectDocuments(response: EventDocumentsResponse): EventDocument[] {
  return response.response;
}

export function useEventDocuments(eventId: string) {
  return useQuery({ ...getEventDocumentsQueryOptions(eventId), select: selectDocuments });
}

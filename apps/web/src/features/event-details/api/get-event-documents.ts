import type { EventDocument, EventDocumentsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** One event's documents, newest first. */
export function getEventDocumentsQueryOptions(eventId: string) {
  return apiGetQueryOptions<EventDocumentsResponse>(
    queryKeys.eventDocuments.list(eventId),
    apiPath`/api/users/get-all-documents/${eventId}`,
  );
}

export function selectDocuments(response: EventDocumentsResponse): EventDocument[] {
  return response.response;
}

export function useEventDocuments(eventId: string) {
  return useQuery({ ...getEventDocumentsQueryOptions(eventId), select: selectDocuments });
}

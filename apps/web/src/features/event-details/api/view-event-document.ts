import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiPath, fetchFile } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getViewDocumentPath(documentId: string): string {
  return apiPath`/api/users/view-document/${documentId}`;
}

/** A document's file as a blob; the session cookie authorises it. */
export async function getEventDocumentFile(
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const response = await fetchFile(getViewDocumentPath(documentId), signal);
  return response.blob();
}

/** Kept only while a viewer shows it: a closed viewer's blob is dropped at once. */
export function getEventDocumentFileQueryOptions(documentId: string) {
  return queryOptions({
    queryKey: queryKeys.eventDocuments.file(documentId),
    queryFn: ({ signal }) => getEventDocumentFile(documentId, signal),
    gcTime: 0,
    staleTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
}

export function useEventDocumentFile(documentId: string) {
  return useQuery(getEventDocumentFileQueryOptions(documentId));
}

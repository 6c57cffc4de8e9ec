import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, createApiError } from "@/lib/api-error";
import { queryKeys } from "@/lib/query-keys";

export function getViewDocumentPath(documentId: string): string {
  return `/api/users/view-document/${encodeURIComponent(documentId)}`;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** A document's file as a blob; the session cookie authorises it. */
export async function getEventDocumentFile(
  documentId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(getViewDocumentPath(documentId), { credentials: "include", signal });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, "Network error: the server could not be reached");
  }
  if (!response.ok) throw createApiError(response.status, await readErrorBody(response));
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

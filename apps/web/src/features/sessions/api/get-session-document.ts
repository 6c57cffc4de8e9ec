import type { SessionDocument, SessionDocumentResponse } from "@events/contract";
import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, apiPath } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { queryOptionsOnceKnown } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** The session's one document, or null: a 404 means it has none (spec doc 2 §7). */
export async function getSessionDocument(
  sessionId: string,
  signal?: AbortSignal,
): Promise<SessionDocument | null> {
  try {
    const body = await apiClient.get<SessionDocumentResponse | { response: SessionDocument[] }>(
      apiPath`/api/sessions/get-session-document/${sessionId}`,
      { signal },
    );
    // The specification allows an object or an array; the first item is the document.
    const document = Array.isArray(body.response) ? body.response[0] : body.response;
    return document ?? null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function getSessionDocumentQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: queryKeys.sessions.document(sessionId),
    queryFn: ({ signal }) => getSessionDocument(sessionId, signal),
    retry: false,
  });
}

/**
 * After an upload or a delete: the session's document is the one the server answered (or none),
 * and the event's sessions load again, since each session's document link changes with it.
 */
export function storeSessionDocument(
  queryClient: QueryClient,
  { sessionId, eventId }: { sessionId: string; eventId: string },
  document: SessionDocument | null,
): Promise<void> {
  queryClient.setQueryData(queryKeys.sessions.document(sessionId), document);
  return queryClient.invalidateQueries({ queryKey: queryKeys.sessions.list(eventId) });
}

export function useSessionDocument(sessionId: string | undefined) {
  return useQuery(queryOptionsOnceKnown(sessionId, getSessionDocumentQueryOptions));
}

export function getSessionDocumentViewUrl(documentId: string, isDownload = false): string {
  const path = apiPath`/api/sessions/view-document/${documentId}`;
  return isDownload ? `${path}?download=1` : path;
}

import type { Session, SessionsListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** An event's sessions, ordered by start; 404 for an unknown event or another admin's. */
export function getEventSessions(
  eventId: string,
  signal?: AbortSignal,
): Promise<SessionsListResponse> {
  return apiClient.get<SessionsListResponse>(
    `/api/sessions/get-all-sessions/${encodeURIComponent(eventId)}`,
    { signal },
  );
}

export function getEventSessionsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: queryKeys.sessions.list(eventId),
    queryFn: ({ signal }) => getEventSessions(eventId, signal),
  });
}

export function selectSessions(response: SessionsListResponse): Session[] {
  return response.sessions;
}

export function useEventSessions(eventId: string | undefined) {
  return useQuery({
    ...getEventSessionsQueryOptions(eventId ?? ""),
    enabled: Boolean(eventId),
    select: selectSessions,
  });
}

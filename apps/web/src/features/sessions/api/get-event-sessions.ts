import type { Session, SessionsListResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions, queryOptionsOnceKnown } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** An event's sessions, ordered by start; 404 for an unknown event or another admin's. */
export function getEventSessionsQueryOptions(eventId: string) {
  return apiGetQueryOptions<SessionsListResponse>(
    queryKeys.sessions.list(eventId),
    apiPath`/api/sessions/get-all-sessions/${eventId}`,
  );
}

export function selectSessions(response: SessionsListResponse): Session[] {
  return response.sessions;
}

export function useEventSessions(eventId: string | undefined) {
  return useQuery({
    ...queryOptionsOnceKnown(eventId, getEventSessionsQueryOptions),
    select: selectSessions,
  });
}

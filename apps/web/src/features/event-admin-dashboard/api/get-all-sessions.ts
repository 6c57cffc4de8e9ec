import type { Session, SessionsListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every session the caller may see: for an event admin, the sessions of their own events. */
export function getAllSessions(signal?: AbortSignal): Promise<SessionsListResponse> {
  return apiClient.get<SessionsListResponse>("/api/sessions/get-all-sessions", { signal });
}

export function getAllSessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sessions.visible(),
    queryFn: ({ signal }) => getAllSessions(signal),
  });
}

function selectSessions(response: SessionsListResponse): Session[] {
  return response.sessions;
}

export function useAllSessions() {
  return useQuery({ ...getAllSessionsQueryOptions(), select: selectSessions });
}

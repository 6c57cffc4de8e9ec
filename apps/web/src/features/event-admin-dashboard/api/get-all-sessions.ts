import type { Session } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type AllSessionsResponse = { sessions: Session[] };

/** Every session the caller may see: for an event admin, the sessions of their own events. */
export function getAllSessions(signal?: AbortSignal): Promise<AllSessionsResponse> {
  return apiClient.get<AllSessionsResponse>("/api/sessions/get-all-sessions", { signal });
}

export function getAllSessionsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sessions.visible(),
    queryFn: ({ signal }) => getAllSessions(signal),
  });
}

function selectSessions(response: AllSessionsResponse): Session[] {
  return response.sessions;
}

export function useAllSessions() {
  return useQuery({ ...getAllSessionsQueryOptions(), select: selectSessions });
}

import type { SessionTypesResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

export function getSessionTypesQueryOptions() {
  return apiGetQueryOptions<SessionTypesResponse>(
    queryKeys.sessions.types(),
    "/api/sessions/get-session-types",
    // The types never change while the app runs.
    { staleTime: Number.POSITIVE_INFINITY, retry: 1 },
  );
}

export function useSessionTypes() {
  return useQuery(getSessionTypesQueryOptions());
}

import type { SessionTypesResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function getSessionTypes(signal?: AbortSignal): Promise<SessionTypesResponse> {
  return apiClient.get<SessionTypesResponse>("/api/sessions/get-session-types", { signal });
}

export function getSessionTypesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.sessions.types(),
    queryFn: ({ signal }) => getSessionTypes(signal),
    // The types never change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}

export function useSessionTypes() {
  return useQuery(getSessionTypesQueryOptions());
}

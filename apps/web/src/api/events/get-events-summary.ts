import type { EventsSummaryResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * The caller's totals in one call (events/summary): every event's for a system admin; for an
 * event admin, their own events and the sessions and participants of those, counted by the
 * server instead of downloading every row.
 */
export function getEventsSummary(signal?: AbortSignal): Promise<EventsSummaryResponse> {
  return apiClient.get<EventsSummaryResponse>("/api/events/summary", { signal });
}

export function getEventsSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.summary(),
    queryFn: ({ signal }) => getEventsSummary(signal),
  });
}

export function useEventsSummary() {
  return useQuery(getEventsSummaryQueryOptions());
}

import type { EventsSummaryResponse } from "@events/contract";
import { queryOptions } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** The caller's totals in one call (events/summary): for a system admin, every event's. */
export function getEventsSummary(signal?: AbortSignal): Promise<EventsSummaryResponse> {
  return apiClient.get<EventsSummaryResponse>("/api/events/summary", { signal });
}

export function getEventsSummaryQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.summary(),
    queryFn: ({ signal }) => getEventsSummary(signal),
  });
}

import type { EventsSummaryResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * The caller's totals in one call (events/summary): every event's for a system admin; for an
 * event admin, their own events and the sessions and participants of those, counted by the
 * server instead of downloading every row.
 */
export function getEventsSummaryQueryOptions() {
  return apiGetQueryOptions<EventsSummaryResponse>(
    queryKeys.events.summary(),
    "/api/events/summary",
  );
}

export function useEventsSummary() {
  return useQuery(getEventsSummaryQueryOptions());
}

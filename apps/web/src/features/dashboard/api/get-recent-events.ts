import type { PagedEventsResponse } from "@events/contract";
import { queryOptions } from "@tanstack/react-query";
import { RECENT_ITEMS_COUNT } from "@/components/dashboard/dashboard-section";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const RECENT_EVENTS_PAGE = { page: 1, page_size: RECENT_ITEMS_COUNT };

/** The newest events, only as many as 'Recent Events' shows: the first page of get-all-events. */
export function getRecentEvents(signal?: AbortSignal): Promise<PagedEventsResponse> {
  const query = new URLSearchParams({
    page: String(RECENT_EVENTS_PAGE.page),
    page_size: String(RECENT_EVENTS_PAGE.page_size),
  });
  return apiClient.get<PagedEventsResponse>(`/api/events/get-all-events?${query}`, { signal });
}

/** Under the get-all-events list, so saving or deleting an event reloads it too. */
export function getRecentEventsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.page(queryKeys.events.list("all-events"), RECENT_EVENTS_PAGE),
    queryFn: ({ signal }) => getRecentEvents(signal),
  });
}

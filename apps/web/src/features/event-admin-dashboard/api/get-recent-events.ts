import type { Event, PagedEventsResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { RECENT_ITEMS_COUNT } from "@/components/dashboard/dashboard-section";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

const RECENT_EVENTS_PAGE = { page: 1, page_size: RECENT_ITEMS_COUNT };

/**
 * One event admin's newest events (spec doc 2 §7: get-events-by-admin, 'events; dashboard'),
 * only as many as 'Recent Events' shows.
 */
export function getRecentEvents(
  adminId: string,
  signal?: AbortSignal,
): Promise<PagedEventsResponse> {
  const query = new URLSearchParams({
    page: String(RECENT_EVENTS_PAGE.page),
    page_size: String(RECENT_EVENTS_PAGE.page_size),
  });
  return apiClient.get<PagedEventsResponse>(
    `/api/events/get-events-by-admin/${encodeURIComponent(adminId)}?${query}`,
    { signal },
  );
}

/** Under the admin's events list, so whatever reloads the caller's own events reloads this. */
export function getRecentEventsQueryOptions(adminId: string) {
  return queryOptions({
    queryKey: queryKeys.events.page(queryKeys.events.byAdminId(adminId), RECENT_EVENTS_PAGE),
    queryFn: ({ signal }) => getRecentEvents(adminId, signal),
  });
}

function selectEvents(response: PagedEventsResponse): Event[] {
  return response.events;
}

/** Waits while the signed-in admin is not known yet. */
export function useRecentEvents(adminId: string | undefined) {
  return useQuery({
    ...getRecentEventsQueryOptions(adminId ?? ""),
    enabled: Boolean(adminId),
    select: selectEvents,
  });
}

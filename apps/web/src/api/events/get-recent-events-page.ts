import type { PagedEventsResponse } from "@events/contract";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";
import { RECENT_ITEMS_COUNT } from "@/lib/recent-items";

const RECENT_EVENTS_PAGE = { page: 1, page_size: RECENT_ITEMS_COUNT };

/**
 * The first page of an events list, only as many events as 'Recent Events' shows. It is cached
 * under the list it pages (`listKey`, read at `listPath`), so whatever reloads that list reloads it.
 */
export function getRecentEventsPageQueryOptions(listKey: readonly unknown[], listPath: string) {
  const query = new URLSearchParams({
    page: String(RECENT_EVENTS_PAGE.page),
    page_size: String(RECENT_EVENTS_PAGE.page_size),
  });
  return apiGetQueryOptions<PagedEventsResponse>(
    queryKeys.events.page(listKey, RECENT_EVENTS_PAGE),
    `${listPath}?${query}`,
  );
}

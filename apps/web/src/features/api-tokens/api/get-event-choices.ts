import type { PagedEventsResponse } from "@events/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** How many of the caller's events the token form offers at once; a search narrows them. */
export const EVENT_CHOICES_PAGE_SIZE = 20;

/**
 * The caller's events a token may be limited to, by name, searched on the server: every event
 * for a system admin, an event admin's own. Cached under the events list it pages.
 */
export function getEventChoicesQueryOptions(search: string) {
  const params = {
    page: 1,
    page_size: EVENT_CHOICES_PAGE_SIZE,
    sort: "name",
    ...(search === "" ? {} : { q: search }),
  };
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  );
  return apiGetQueryOptions<PagedEventsResponse>(
    queryKeys.events.page(queryKeys.events.list("all-events"), params),
    `/api/events/get-all-events?${query}`,
  );
}

export function useEventChoices(search: string) {
  // The last answer stays shown while the next search is asked, so the list does not flicker.
  return useQuery({ ...getEventChoicesQueryOptions(search), placeholderData: keepPreviousData });
}

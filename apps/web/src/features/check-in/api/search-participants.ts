import type { PagedParticipantsResponse } from "@events/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** Enough rows to find anyone by a few letters of the name; a door list needs no paging. */
export const CHECK_IN_PAGE_SIZE = 20;

/** The first page of the event's participants whose name, email or username holds `search`. */
export function getCheckInSearchQueryOptions(eventId: string, search: string) {
  const params: Record<string, string | number> = {
    page: 1,
    page_size: CHECK_IN_PAGE_SIZE,
    sort: "name",
  };
  if (search) params.q = search;
  const query = new URLSearchParams(
    Object.entries(params).map(([name, value]) => [name, String(value)]),
  );
  return apiGetQueryOptions<PagedParticipantsResponse>(
    queryKeys.participants.page(eventId, params),
    `/api/participants/get-all-participants-by-event/${encodeURIComponent(eventId)}?${query}`,
  );
}

/** While a new search loads, the rows of the one before stay (`isPlaceholderData` says so). */
export function useCheckInSearch(eventId: string, search: string) {
  return useQuery({
    ...getCheckInSearchQueryOptions(eventId, search),
    placeholderData: keepPreviousData,
  });
}

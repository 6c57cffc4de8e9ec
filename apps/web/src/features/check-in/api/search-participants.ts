import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { getParticipantsPageQueryOptions } from "@/api/participants/get-participants-page";

/** Enough rows to find anyone by a few letters of the name; a door list needs no paging. */
export const CHECK_IN_PAGE_SIZE = 20;

/** The first page of the event's participants whose name, email or username holds `search`. */
export function getCheckInSearchQueryOptions(eventId: string, search: string) {
  return getParticipantsPageQueryOptions(eventId, {
    page: 1,
    page_size: CHECK_IN_PAGE_SIZE,
    sort: "name",
    q: search,
  });
}

/** While a new search loads, the rows of the one before stay (`isPlaceholderData` says so). */
export function useCheckInSearch(eventId: string, search: string) {
  return useQuery({
    ...getCheckInSearchQueryOptions(eventId, search),
    placeholderData: keepPreviousData,
  });
}

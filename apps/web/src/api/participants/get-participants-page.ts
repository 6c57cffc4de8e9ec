import {
  DEFAULT_PAGE_SIZE,
  type PagedParticipantsResponse,
  type ParticipantRole,
  type ParticipantSort,
  type ParticipantStatusFilter,
} from "@events/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import type { PageCursor } from "@/lib/page-cursor";
import { queryKeys } from "@/lib/query-keys";

/** Which page of an event's participants to ask for; what is left out takes the server's default. */
export type ParticipantsPageParams = {
  page?: number;
  page_size?: number;
  /** Matched by the server in name, email, phone, username and role, whatever the case. */
  q?: string;
  role?: ParticipantRole;
  status?: ParticipantStatusFilter;
  sort?: ParticipantSort;
  /** With answer_value: only those whose answer to this registration question is it. */
  answer_question?: string | undefined;
  answer_value?: string | undefined;
  /** The cursor a step from the page beside it gave; without one the page is read by number. */
  cursor?: PageCursor | undefined;
};

type ParticipantsPageRequest = Required<Pick<ParticipantsPageParams, "page" | "page_size">> &
  Omit<ParticipantsPageParams, "page" | "page_size" | "cursor"> & {
    after?: string;
    before?: string;
  };

/**
 * The parameters as they are sent and cached: page and size always (they ask for the paged
 * answer), a search only when it has more than spaces, so equal requests share one cache entry,
 * an answer filter only when it names both question and answer, and the cursor as `after` or
 * `before`.
 */
function toRequest({
  page,
  page_size,
  q,
  role,
  status,
  sort,
  answer_question,
  answer_value,
  cursor,
}: ParticipantsPageParams) {
  const request: ParticipantsPageRequest = {
    page: page ?? 1,
    page_size: page_size ?? DEFAULT_PAGE_SIZE,
  };
  const search = q?.trim();
  if (search) request.q = search;
  if (role) request.role = role;
  if (status) request.status = status;
  if (sort) request.sort = sort;
  // An answer filter needs both its question and its answer.
  if (answer_question && answer_value?.trim()) {
    request.answer_question = answer_question;
    request.answer_value = answer_value.trim();
  }
  if (cursor) request[cursor.direction] = cursor.cursor;
  return request;
}

/** The address of one page of an event's participants. */
export function getParticipantsPageUrl(eventId: string, params: ParticipantsPageParams): string {
  const query = new URLSearchParams(
    Object.entries(toRequest(params)).map(([name, value]) => [name, String(value)]),
  );
  return `/api/participants/get-all-participants-by-event/${encodeURIComponent(eventId)}?${query}`;
}

/** One page of an event's participants with the total matching; 404 for another admin's event. */
export function getParticipantsPage(
  eventId: string,
  params: ParticipantsPageParams,
  signal?: AbortSignal,
): Promise<PagedParticipantsResponse> {
  return apiClient.get<PagedParticipantsResponse>(getParticipantsPageUrl(eventId, params), {
    signal,
  });
}

export function getParticipantsPageQueryOptions(
  eventId: string,
  params: ParticipantsPageParams = {},
) {
  return queryOptions({
    queryKey: queryKeys.participants.page(eventId, toRequest(params)),
    queryFn: ({ signal }) => getParticipantsPage(eventId, params, signal),
  });
}

/**
 * A page of participants; while another page or search loads, the one before stays on screen
 * (`isPlaceholderData` says so).
 */
export function useParticipantsPage(eventId: string, params: ParticipantsPageParams) {
  return useQuery({
    ...getParticipantsPageQueryOptions(eventId, params),
    placeholderData: keepPreviousData,
  });
}

/**
 * How many participants the event has, whatever the search: the unfiltered first page of the
 * same size, which is the page a screen opens on, so it is usually in the cache already.
 */
export function useEventParticipantsTotal(eventId: string, pageSize: number) {
  return useQuery({
    ...getParticipantsPageQueryOptions(eventId, { page: 1, page_size: pageSize }),
    select: (response) => response.total,
  });
}

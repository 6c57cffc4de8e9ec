import type { RegistrationListQuery, RegistrationsResponse } from "@events/contract";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type RegistrationListState = NonNullable<RegistrationListQuery["state"]>;

export type RegistrationsParams = {
  page: number;
  page_size: number;
  state?: RegistrationListState | undefined;
  /** Matched by the server in the name and the e-mail address. */
  q?: string | undefined;
};

/** The parameters as sent and cached: a state and a search only when there is one. */
function toRequest({ page, page_size, state, q }: RegistrationsParams): Record<string, string> {
  const search = q?.trim();
  return {
    page: String(page),
    page_size: String(page_size),
    ...(state ? { state } : {}),
    ...(search ? { q: search } : {}),
  };
}

export function getRegistrationsQueryOptions(eventId: string, params: RegistrationsParams) {
  const request = toRequest(params);
  return queryOptions({
    queryKey: queryKeys.registration.page(eventId, request),
    queryFn: ({ signal }) =>
      apiClient.get<RegistrationsResponse>(
        `${apiPath`/api/events/${eventId}/registrations`}?${new URLSearchParams(request)}`,
        { signal },
      ),
  });
}

/** One page of an event's registrations with the counts; another page or state keeps the last. */
export function useRegistrations(eventId: string, params: RegistrationsParams) {
  return useQuery({
    ...getRegistrationsQueryOptions(eventId, params),
    placeholderData: keepPreviousData,
  });
}

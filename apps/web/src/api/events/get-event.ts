import { type Event, isUuid } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { ApiError } from "@/lib/api-error";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** The server answers 'Event not found' (404) for an unknown event and for another admin's. */
export function isEventNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** Only an event id (a UUID) can name an event; anything else is not found without asking. */
export function isEventId(id: string): boolean {
  return isUuid(id);
}

/** The app retries a failed query once; a 4xx answer would only be given again. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const isClientError = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < 1;
}

/** One event; an event admin receives 404 for an event that is not theirs. */
export function getEventQueryOptions(id: string) {
  return apiGetQueryOptions<Event>(
    queryKeys.events.detail(id),
    apiPath`/api/events/get-event/${id}`,
    { retry: shouldRetry },
  );
}

export function useEvent(id: string, isEnabled = true) {
  return useQuery({ ...getEventQueryOptions(id), enabled: isEnabled && isEventId(id) });
}

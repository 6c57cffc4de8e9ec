import type { Event, EventsListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** One event admin's events, newest first (spec doc 2 §7: 'events; dashboard'). */
export function getEventsByAdminId(
  adminId: string,
  signal?: AbortSignal,
): Promise<EventsListResponse> {
  return apiClient.get<EventsListResponse>(
    `/api/events/get-events-by-admin/${encodeURIComponent(adminId)}`,
    { signal },
  );
}

export function getEventsByAdminIdQueryOptions(adminId: string) {
  return queryOptions({
    queryKey: queryKeys.events.byAdminId(adminId),
    queryFn: ({ signal }) => getEventsByAdminId(adminId, signal),
  });
}

function selectEvents(response: EventsListResponse): Event[] {
  return response.events;
}

/** Waits while the signed-in admin is not known yet. */
export function useEventsByAdminId(adminId: string | undefined) {
  return useQuery({
    ...getEventsByAdminIdQueryOptions(adminId ?? ""),
    enabled: Boolean(adminId),
    select: selectEvents,
  });
}

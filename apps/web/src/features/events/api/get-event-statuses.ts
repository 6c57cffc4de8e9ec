import type { eventStatusItemSchema } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type EventStatusItem = z.infer<typeof eventStatusItemSchema>;

export function getEventStatuses(signal?: AbortSignal): Promise<EventStatusItem[]> {
  return apiClient.get<EventStatusItem[]>("/api/events/get-event-status-enum", { signal });
}

export function getEventStatusesQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.events.statuses(),
    queryFn: ({ signal }) => getEventStatuses(signal),
    // The list is fixed by the server; it does not change while the app runs.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useEventStatuses() {
  return useQuery(getEventStatusesQueryOptions());
}

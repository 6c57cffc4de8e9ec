import type { WebhooksResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** One event's webhooks; with no event (null), every webhook the caller may manage. */
export function getWebhooksQueryOptions(eventId: string | null) {
  return apiGetQueryOptions<WebhooksResponse>(
    queryKeys.webhooks.list(eventId),
    eventId === null ? "/api/webhooks" : apiPath`/api/webhooks?event_id=${eventId}`,
  );
}

export function useWebhooks(eventId: string | null) {
  return useQuery(getWebhooksQueryOptions(eventId));
}

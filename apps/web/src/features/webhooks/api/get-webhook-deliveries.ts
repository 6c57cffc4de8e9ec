import type { WebhookDeliveriesResponse } from "@events/contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** How often the list asks again while a delivery is still waiting to be sent or retried. */
export const PENDING_REFRESH_MS = 5000;

export function hasPendingDeliveries(response: WebhookDeliveriesResponse | undefined): boolean {
  return response?.deliveries.some((delivery) => delivery.status === "pending") ?? false;
}

/** One page of a webhook's deliveries, newest first. */
export function getWebhookDeliveriesQueryOptions(webhookId: string, page: number) {
  return apiGetQueryOptions<WebhookDeliveriesResponse>(
    queryKeys.webhooks.deliveries(webhookId, page),
    `${apiPath`/api/webhooks/${webhookId}/deliveries`}?${new URLSearchParams({ page: String(page) })}`,
  );
}

/** Another page keeps the last one shown until it comes; asked again while any is pending. */
export function useWebhookDeliveries(webhookId: string, page: number) {
  return useQuery({
    ...getWebhookDeliveriesQueryOptions(webhookId, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      hasPendingDeliveries(query.state.data) ? PENDING_REFRESH_MS : false,
  });
}

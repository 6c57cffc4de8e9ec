import type { WebhookResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** What the deliveries page needs of the webhook: its address, event and state. */
export type WebhookDetailsResponse = Pick<WebhookResponse, "webhook">;

export function getWebhookQueryOptions(id: string) {
  return apiGetQueryOptions<WebhookDetailsResponse>(
    queryKeys.webhooks.detail(id),
    apiPath`/api/webhooks/${id}`,
  );
}

export function useWebhook(id: string) {
  return useQuery(getWebhookQueryOptions(id));
}

import type { WebhookDetailsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** One webhook, never its secret: the deliveries page's address, event and state. */
export function getWebhookQueryOptions(id: string) {
  return apiGetQueryOptions<WebhookDetailsResponse>(
    queryKeys.webhooks.detail(id),
    apiPath`/api/webhooks/${id}`,
  );
}

export function useWebhook(id: string) {
  return useQuery(getWebhookQueryOptions(id));
}

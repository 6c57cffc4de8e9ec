import type { WebhookDeliveryResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Queues a webhook.test delivery to the webhook, to see that its receiver answers. */
export function sendTestDelivery(webhookId: string): Promise<WebhookDeliveryResponse> {
  return apiClient.post<WebhookDeliveryResponse>(apiPath`/api/webhooks/${webhookId}/test`);
}

// The new delivery is in the deliveries and the lists' last delivery.
export function useSendTestDelivery() {
  return useInvalidatingMutation(sendTestDelivery, () => [queryKeys.webhooks.all]);
}

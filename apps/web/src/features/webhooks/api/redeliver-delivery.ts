import type { WebhookDeliveryResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type DeliveryTarget = { webhookId: string; deliveryId: string };

/** Sends a delivery again, with the same webhook-id so the receiver can tell it is the same. */
export function redeliverDelivery({
  webhookId,
  deliveryId,
}: DeliveryTarget): Promise<WebhookDeliveryResponse> {
  return apiClient.post<WebhookDeliveryResponse>(
    apiPath`/api/webhooks/${webhookId}/deliveries/${deliveryId}/redeliver`,
  );
}

export function useRedeliverDelivery() {
  return useInvalidatingMutation(redeliverDelivery, () => [queryKeys.webhooks.all]);
}

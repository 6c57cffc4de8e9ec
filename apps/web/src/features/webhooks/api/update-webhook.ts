import type { UpdateWebhookRequest, WebhookResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export type UpdateWebhookVariables = { id: string; request: UpdateWebhookRequest };

/** Saves a webhook's address and event types, and turns it on or off. */
export function updateWebhook({ id, request }: UpdateWebhookVariables): Promise<WebhookResponse> {
  return apiClient.put<WebhookResponse>(apiPath`/api/webhooks/${id}`, request);
}

export function useUpdateWebhook() {
  return useInvalidatingMutation(updateWebhook, () => [queryKeys.webhooks.all]);
}

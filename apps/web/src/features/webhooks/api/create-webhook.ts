import type { CreateWebhookRequest, CreateWebhookResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Adds a webhook; the answer holds its signing secret, this once only. */
export function createWebhook(request: CreateWebhookRequest): Promise<CreateWebhookResponse> {
  return apiClient.post<CreateWebhookResponse>("/api/webhooks", request);
}

export function useCreateWebhook() {
  return useInvalidatingMutation(createWebhook, () => [queryKeys.webhooks.all]);
}

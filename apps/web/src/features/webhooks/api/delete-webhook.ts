import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Deletes a webhook with its deliveries: nothing more is sent to its address. */
export function deleteWebhook(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(apiPath`/api/webhooks/${id}`);
}

export function useDeleteWebhook() {
  return useInvalidatingMutation(deleteWebhook, () => [queryKeys.webhooks.all]);
}

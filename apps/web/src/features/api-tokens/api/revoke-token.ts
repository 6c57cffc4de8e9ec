import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Revokes one of the signed-in admin's tokens: its next request is refused. */
export function revokeToken(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(apiPath`/api/tokens/${id}`);
}

export function useRevokeToken() {
  return useInvalidatingMutation(revokeToken, () => [queryKeys.apiTokens.list()]);
}

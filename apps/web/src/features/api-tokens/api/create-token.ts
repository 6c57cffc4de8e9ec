import type { CreateApiTokenRequest, CreateApiTokenResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Creates a token of the signed-in admin's; the answer holds the whole token, this once only. */
export function createToken(request: CreateApiTokenRequest): Promise<CreateApiTokenResponse> {
  return apiClient.post<CreateApiTokenResponse>("/api/tokens", request);
}

export function useCreateToken() {
  return useInvalidatingMutation(createToken, () => [queryKeys.apiTokens.list()]);
}

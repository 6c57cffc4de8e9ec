import type { AddPasskeyRequest, AddPasskeyResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Keeps the passkey the browser made, under its name, for the signed-in account. */
export function addPasskey(request: AddPasskeyRequest): Promise<AddPasskeyResponse> {
  return apiClient.post<AddPasskeyResponse>("/api/auth/passkeys", request);
}

export function useAddPasskey() {
  return useInvalidatingMutation(addPasskey, () => [queryKeys.passkeys.list()]);
}

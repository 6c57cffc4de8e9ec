import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Removes one of the signed-in account's passkeys: it no longer signs anyone in. */
export function removePasskey(id: string): Promise<void> {
  return apiClient.delete<void>(apiPath`/api/auth/passkeys/${id}`);
}

export function useRemovePasskey() {
  return useInvalidatingMutation(removePasskey, () => [queryKeys.passkeys.list()]);
}

import type { PasskeyOnly } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Turns passkey only on (password and e-mailed code no longer sign the account in) or off. */
export function setPasskeyOnly(request: PasskeyOnly): Promise<PasskeyOnly> {
  return apiClient.put<PasskeyOnly>("/api/auth/passkey-only", request);
}

export function useSetPasskeyOnly() {
  return useInvalidatingMutation(setPasskeyOnly, () => [queryKeys.passkeys.list()]);
}

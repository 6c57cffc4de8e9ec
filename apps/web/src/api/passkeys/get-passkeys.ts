import type { PasskeysResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in admin's (or door staff's) own passkeys, newest first, and their passkey only. */
export function getPasskeysQueryOptions() {
  return apiGetQueryOptions<PasskeysResponse>(queryKeys.passkeys.list(), "/api/auth/passkeys");
}

export function usePasskeys() {
  return useQuery(getPasskeysQueryOptions());
}

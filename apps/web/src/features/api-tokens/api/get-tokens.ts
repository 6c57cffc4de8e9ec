import type { ApiTokensResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** The signed-in admin's own API tokens, newest first, expired ones too. */
export function getTokensQueryOptions() {
  return apiGetQueryOptions<ApiTokensResponse>(queryKeys.apiTokens.list(), "/api/tokens");
}

export function useTokens() {
  return useQuery(getTokensQueryOptions());
}

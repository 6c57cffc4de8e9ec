import { type QueryKey, queryOptions, type UseQueryOptions } from "@tanstack/react-query";
import { apiClient } from "./api-client";

/** The query settings a GET may set beside its key and address. */
export type ApiGetQuerySettings<TResponse> = Pick<
  UseQueryOptions<TResponse>,
  "staleTime" | "retry"
>;

/**
 * The query options of a GET whose answer is cached as it comes: the answer lives under
 * `queryKey`, and the query's signal cancels the call once nothing waits for it.
 */
export function apiGetQueryOptions<TResponse>(
  queryKey: QueryKey,
  path: string,
  settings: ApiGetQuerySettings<TResponse> = {},
) {
  return queryOptions({
    ...settings,
    queryKey,
    queryFn: ({ signal }) => apiClient.get<TResponse>(path, { signal }),
  });
}

/**
 * The options of a query about an id that may not be known yet (the signed-in admin, the chosen
 * event or session): it fetches nothing until there is one.
 */
export function queryOptionsOnceKnown<TOptions>(
  id: string | undefined,
  getQueryOptions: (id: string) => TOptions,
): TOptions & { enabled: boolean } {
  return { ...getQueryOptions(id ?? ""), enabled: Boolean(id) };
}

import type { User } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/**
 * Every user, newest first. A system admin (the only caller of these screens) receives whole
 * users; event admins would receive summaries, which these screens never ask for.
 */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return apiClient.get<User[]>("/api/users/get-all-users", { signal });
}

export function getUsersQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.users.list(),
    queryFn: ({ signal }) => getUsers(signal),
  });
}

export function useUsers<TData = User[]>({ select }: { select?: (users: User[]) => TData } = {}) {
  return useQuery({ ...getUsersQueryOptions(), select });
}

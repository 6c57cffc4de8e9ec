import type { User } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * Every user, newest first. A system admin (the only caller of these screens) receives whole
 * users; event admins would receive summaries, which these screens never ask for.
 */
export function getUsersQueryOptions() {
  return apiGetQueryOptions<User[]>(queryKeys.users.list(), "/api/users/get-all-users");
}

export function useUsers<TData = User[]>({ select }: { select?: (users: User[]) => TData } = {}) {
  return useQuery({ ...getUsersQueryOptions(), select });
}

import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteUser(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(apiPath`/api/users/delete-user/${id}`);
}

export function useDeleteUser() {
  return useInvalidatingMutation(deleteUser, () => [queryKeys.users.all]);
}

import type { MessageResponse } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

export function deleteUser(id: string): Promise<MessageResponse> {
  return apiClient.delete<MessageResponse>(`/api/users/delete-user/${encodeURIComponent(id)}`);
}

export function useDeleteUser() {
  return useInvalidatingMutation(deleteUser, () => [queryKeys.users.all]);
}

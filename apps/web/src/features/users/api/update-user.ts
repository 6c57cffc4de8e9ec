import type { User } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildUserRequestBody, type SaveUserInput } from "./user-request-body";

export type UpdateUserVariables = { id: string; input: SaveUserInput };

export function updateUser({ id, input }: UpdateUserVariables): Promise<User> {
  return apiClient.put<User>(
    `/api/users/update-user/${encodeURIComponent(id)}`,
    buildUserRequestBody(input),
  );
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}

import type { User } from "@events/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildUserRequestBody, type SaveUserInput } from "./user-request-body";

export function createUser(input: SaveUserInput): Promise<User> {
  return apiClient.post<User>("/api/users/create-user", buildUserRequestBody(input));
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.users.all }),
  });
}

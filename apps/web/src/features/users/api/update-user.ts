import type { User } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient, apiPath } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildUserRequestBody, type SaveUserInput } from "./user-request-body";

export type UpdateUserVariables = { id: string; input: SaveUserInput };

export function updateUser({ id, input }: UpdateUserVariables): Promise<User> {
  return apiClient.put<User>(apiPath`/api/users/update-user/${id}`, buildUserRequestBody(input));
}

export function useUpdateUser() {
  return useInvalidatingMutation(updateUser, () => [queryKeys.users.all]);
}

import type { User } from "@events/contract";
import { useInvalidatingMutation } from "@/hooks/use-invalidating-mutation";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { buildUserRequestBody, type SaveUserInput } from "./user-request-body";

export function createUser(input: SaveUserInput): Promise<User> {
  return apiClient.post<User>("/api/users/create-user", buildUserRequestBody(input));
}

export function useCreateUser() {
  return useInvalidatingMutation(createUser, () => [queryKeys.users.all]);
}

import type { UserResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";
import { SESSION_CHECK_PATH } from "../session-check-call";

export function validateToken(): Promise<UserResponse> {
  return apiClient.post<UserResponse>(SESSION_CHECK_PATH);
}

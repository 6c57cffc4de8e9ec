import type { UserResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

export function validateToken(): Promise<UserResponse> {
  return apiClient.post<UserResponse>("/api/auth/validate-token");
}

import { apiClient } from "@/lib/api-client";

export function logout(): Promise<unknown> {
  return apiClient.post<unknown>("/api/auth/logout");
}

import type { MessageResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

export function logout(): Promise<MessageResponse> {
  return apiClient.post<MessageResponse>("/api/auth/logout");
}

import type { LoginRequest, LoginResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

/** Older servers named the identifier userId or id; the contract's is user_id. */
export type LoginAnswer = Partial<LoginResponse> & { userId?: string; id?: string };

export function readLoginUserId(answer: LoginAnswer | undefined): string | undefined {
  return answer?.user_id ?? answer?.userId ?? answer?.id;
}

export function login(credentials: LoginRequest): Promise<LoginAnswer> {
  // No session exists yet, so there is no CSRF token to send.
  return apiClient.post<LoginAnswer>("/api/auth/login", credentials, { withCsrf: false });
}

import type {
  PasskeyRequestOptionsResponse,
  PasskeySignInRequest,
  UserResponse,
} from "@events/contract";
import { apiClient } from "@/lib/api-client";

// The sign-in page's calls: no session exists yet, so there is no CSRF token to send.

/** A challenge for any of this site's passkeys (none named: the browser offers what it holds). */
export function getPasskeySignInOptions(): Promise<PasskeyRequestOptionsResponse> {
  return apiClient.post<PasskeyRequestOptionsResponse>(
    "/api/auth/passkey-sign-in/options",
    undefined,
    {
      withCsrf: false,
    },
  );
}

/** Signs in with the browser's answer: the session cookies, as a verified code sets them. */
export function signInWithPasskey(request: PasskeySignInRequest): Promise<UserResponse> {
  return apiClient.post<UserResponse>("/api/auth/passkey-sign-in", request, { withCsrf: false });
}

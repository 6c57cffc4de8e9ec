import type { PasskeyCreationOptionsResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

/**
 * What the browser needs to make a new passkey for the signed-in account; the server binds its
 * challenge to this browser by a cookie. Refused (403) unless the session was started lately.
 */
export function getPasskeyCreationOptions(): Promise<PasskeyCreationOptionsResponse> {
  return apiClient.post<PasskeyCreationOptionsResponse>("/api/auth/passkeys/options");
}

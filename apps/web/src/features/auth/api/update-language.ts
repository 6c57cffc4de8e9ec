import type { LanguageChoice, UserResponse } from "@events/contract";
import { apiClient } from "@/lib/api-client";

/** Keeps the signed-in user's language on their account; null follows the browser again. */
export function updateLanguage(choice: LanguageChoice): Promise<UserResponse> {
  return apiClient.put<UserResponse>("/api/auth/language", choice);
}

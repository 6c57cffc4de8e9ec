import { describeError } from "@/lib/api-error";
import { isNetworkError } from "../api/app-api";

export const NEEDS_CONNECTION_MESSAGE =
  "Signing in needs a connection. Connect to the internet and try again.";

/** What a failed sign-in call says: the server's message, or that there is no network. */
export function describeSignInError(error: unknown): string {
  if (isNetworkError(error)) return NEEDS_CONNECTION_MESSAGE;
  return describeError(error, "Something went wrong. Please try again.");
}

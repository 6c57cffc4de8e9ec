import { describeError } from "@/lib/api-error";
import { isNetworkError } from "../api/app-api";

/**
 * What a failed action says: that it needs a connection when the server could not be reached,
 * else the server's own message, else the action's fallback.
 */
export function describeActionError(error: unknown, offlineMessage: string, fallback: string) {
  return isNetworkError(error) ? offlineMessage : describeError(error, fallback);
}

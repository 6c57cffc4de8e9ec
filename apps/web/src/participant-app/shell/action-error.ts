import { describeError, isNetworkError } from "@/lib/api-error";

/**
 * What a failed action says: that it needs a connection when the server could not be reached,
 * else the server's own message, else the action's fallback.
 */
export function describeActionError(error: unknown, offlineMessage: string, fallback: string) {
  return isNetworkError(error) ? offlineMessage : describeError(error, fallback);
}

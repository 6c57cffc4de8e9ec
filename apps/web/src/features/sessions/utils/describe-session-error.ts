import { ApiError } from "@/lib/api-error";

/**
 * Text for a failed sessions request: the server's error (or message), else the network
 * fallback when the server could not be reached, else the screen's fallback.
 */
export function describeSessionError(
  error: unknown,
  { fallback, networkFallback }: { fallback: string; networkFallback: string },
): string {
  if (error instanceof ApiError) {
    if (error.status === 0) return networkFallback;
    return error.serverMessage ?? fallback;
  }
  return networkFallback;
}

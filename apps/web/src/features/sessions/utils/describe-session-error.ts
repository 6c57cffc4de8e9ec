import { ApiError, serverErrorText } from "@/lib/api-error";
import { showErrorToast, TOAST_CLOSE_MS } from "@/lib/toast";

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
    return serverErrorText(error) ?? fallback;
  }
  return networkFallback;
}

/** Tells the user in a sessions-screen toast why a request failed. */
export function showSessionErrorToast(
  error: unknown,
  fallbacks: { fallback: string; networkFallback: string },
): void {
  showErrorToast(describeSessionError(error, fallbacks), { autoCloseMs: TOAST_CLOSE_MS.sessions });
}

import { useEffect } from "react";
import { showErrorToast, type ToastOptions } from "@/lib/toast";

/**
 * Tells the user in a toast when something the screen fetches fails: `message` is set while it
 * has failed (null or false otherwise), and each new failure's message is shown once.
 */
export function useErrorToast(
  message: string | null | false,
  { autoCloseMs, toastId }: ToastOptions,
): void {
  useEffect(() => {
    if (message) showErrorToast(message, { autoCloseMs, toastId });
  }, [message, autoCloseMs, toastId]);
}

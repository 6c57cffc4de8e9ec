import { toast } from "react-toastify";

/** The sessions screens close their toasts after 5 s (spec doc 2 §9), not the admin 3 s. */
export const SESSIONS_TOAST_AUTO_CLOSE_MS = 5000;

export function showSessionsSuccess(message: string): void {
  toast.success(message, { autoClose: SESSIONS_TOAST_AUTO_CLOSE_MS, position: "top-right" });
}

/** A toast id keeps one failure from stacking the same toast twice (React's dev re-runs). */
export function showSessionsError(message: string, toastId?: string): void {
  toast.error(message, {
    autoClose: SESSIONS_TOAST_AUTO_CLOSE_MS,
    position: "top-right",
    toastId,
  });
}

import { toast } from "react-toastify";

/** The events screens close their toasts after 5 s (spec doc 1 §9, doc 2 §9), not 3 s. */
export const EVENTS_TOAST_AUTO_CLOSE_MS = 5000;

export function showEventsSuccess(message: string): void {
  toast.success(message, { autoClose: EVENTS_TOAST_AUTO_CLOSE_MS });
}

/** A toast id keeps one failure from stacking the same toast twice (React's dev re-runs). */
export function showEventsError(message: string, toastId?: string): void {
  toast.error(message, { autoClose: EVENTS_TOAST_AUTO_CLOSE_MS, toastId });
}

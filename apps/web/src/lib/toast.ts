import { toast } from "react-toastify";

/**
 * How long each screen keeps its toasts open, as the specification sets them: 3 s on the admin
 * screens, 5 s on the events and sessions screens (spec doc 1 §9, doc 2 §9) and on sign-in.
 */
export const TOAST_CLOSE_MS = {
  admin: 3000,
  events: 5000,
  sessions: 5000,
  signIn: 5000,
} as const;

export type ToastOptions = {
  autoCloseMs: number;
  /** Keeps one failure from stacking the same toast twice (React's development re-runs). */
  toastId?: string;
};

export function showSuccessToast(message: string, { autoCloseMs, toastId }: ToastOptions): void {
  toast.success(message, { autoClose: autoCloseMs, toastId });
}

export function showErrorToast(message: string, { autoCloseMs, toastId }: ToastOptions): void {
  toast.error(message, { autoClose: autoCloseMs, toastId });
}

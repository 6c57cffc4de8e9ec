import { toast } from "react-toastify";

/** The specification closes toasts on admin screens after 3 s (the sign-in screens keep 5 s). */
export const ADMIN_TOAST_AUTO_CLOSE_MS = 3000;

export function showAdminSuccess(message: string): void {
  toast.success(message, { autoClose: ADMIN_TOAST_AUTO_CLOSE_MS });
}

/** A toast id keeps one failure from stacking the same toast twice (React's dev re-runs). */
export function showAdminError(message: string, toastId?: string): void {
  toast.error(message, { autoClose: ADMIN_TOAST_AUTO_CLOSE_MS, toastId });
}

import { useSyncExternalStore } from "react";
import { useMediaQuery } from "@/hooks/use-media-query";
import { getLoadedToastLibrary, subscribeToToastLibrary, TOAST_CLOSE_MS } from "@/lib/toast";

/** Below Tailwind's `sm`, where a dialog's header spans the top of the screen. */
const PHONE_QUERY = "(max-width: 639px)";

/**
 * Toasts top-right as the specification places them. On a phone the top of the screen holds a
 * dialog's title, search box and Close button, and the code screen's heading: there the toasts
 * sit at the bottom, compact, at most two at a time (the others wait their turn).
 */
export function AppToasts() {
  const isPhone = useMediaQuery(PHONE_QUERY);
  // Nothing renders until the first toast has loaded the library (lib/toast.ts).
  const library = useSyncExternalStore(subscribeToToastLibrary, getLoadedToastLibrary, () => null);
  if (!library) return null;
  const { ToastContainer } = library;
  return (
    <ToastContainer
      position={isPhone ? "bottom-center" : "top-right"}
      limit={isPhone ? 2 : undefined}
      newestOnTop={isPhone}
      autoClose={TOAST_CLOSE_MS.signIn}
      className={isPhone ? "app-toasts-compact" : undefined}
    />
  );
}

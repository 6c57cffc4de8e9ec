import { useEffect } from "react";

/**
 * Keeps the screen from dimming and locking while the ticket is shown, where the browser can
 * (the Screen Wake Lock API); the lock ends when the page is hidden, so it is asked for again
 * each time the page comes back.
 */
export function useScreenWakeLock() {
  useEffect(() => {
    if (!("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | undefined;
    let isActive = true;
    const requestLock = async () => {
      if (document.visibilityState !== "visible") return;
      try {
        const next = await navigator.wakeLock.request("screen");
        if (isActive) lock = next;
        else void next.release();
      } catch {
        // Refused (battery saver, no user gesture yet): the screen dims as usual.
      }
    };
    void requestLock();
    document.addEventListener("visibilitychange", requestLock);
    return () => {
      isActive = false;
      document.removeEventListener("visibilitychange", requestLock);
      void lock?.release();
    };
  }, []);
}

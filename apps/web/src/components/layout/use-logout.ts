import { useState } from "react";

/** Signing out from a layout: its button waits, disabled, until the server has been told. */
export function useLogout(onLogout: () => Promise<void> | void) {
  const [isLoggingOut, setIsLoggingOut] = useState(false);

  async function handleLogout() {
    setIsLoggingOut(true);
    try {
      await onLogout();
    } finally {
      setIsLoggingOut(false);
    }
  }

  return { isLoggingOut, handleLogout };
}

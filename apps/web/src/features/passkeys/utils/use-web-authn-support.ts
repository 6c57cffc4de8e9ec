import { useEffect, useState } from "react";
import type { LoadWebAuthnClient } from "@/lib/webauthn";

/** Whether this browser can make passkeys: unknown until the WebAuthn library has loaded. */
export type WebAuthnSupport = "checking" | "supported" | "unsupported";

/**
 * Asks the loaded library whether the browser has WebAuthn, so the page says so before anyone
 * tries. A library that fails to load is left to the add, which loads it again and says why.
 */
export function useWebAuthnSupport(loadWebAuthn: LoadWebAuthnClient): WebAuthnSupport {
  const [support, setSupport] = useState<WebAuthnSupport>("checking");
  useEffect(() => {
    let isCurrent = true;
    loadWebAuthn().then(
      (client) => {
        if (isCurrent) setSupport(client.browserSupportsWebAuthn() ? "supported" : "unsupported");
      },
      () => {
        if (isCurrent) setSupport("supported");
      },
    );
    return () => {
      isCurrent = false;
    };
  }, [loadWebAuthn]);
  return support;
}

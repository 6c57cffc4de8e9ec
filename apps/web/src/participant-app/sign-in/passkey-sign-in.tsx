import type { Person } from "@events/contract";
import { useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { secondaryButtonClasses } from "../shell/styles";
import { signInWithBrowserPasskey } from "./passkey-sign-in-flow";
import { describeSignInError, needsConnectionMessage } from "./sign-in-messages";

/**
 * Whether the browser has WebAuthn, asked as SimpleWebAuthn asks (browserSupportsWebAuthn)
 * without fetching it: the sign-in page's first visit has a budget.
 */
const hasWebAuthn = () => typeof window.PublicKeyCredential === "function";

/**
 * 'Sign in with a passkey': no address typed, and the passkey's own check (the device's screen
 * lock) stands for the code. Offered only where the browser has passkeys; a closed dialog
 * changes nothing, and the code still works.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: (person: Person) => Promise<void> }) {
  const [isBusy, setIsBusy] = useState(false);
  const [error, setError] = useState<string>();
  const { t } = useTexts();
  if (!hasWebAuthn()) return null;

  async function handleClick() {
    setError(undefined);
    if (!navigator.onLine) return setError(needsConnectionMessage());
    setIsBusy(true);
    try {
      const person = await signInWithBrowserPasskey();
      if (person) await onSignedIn(person);
    } catch (signInError) {
      setError(describeSignInError(signInError));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="mt-6 border-t border-slate-200 pt-6">
      <button
        type="button"
        onClick={handleClick}
        disabled={isBusy}
        className={`w-full ${secondaryButtonClasses}`}
      >
        {isBusy ? t("app.signIn.wait") : t("app.passkeySignIn.button")}
      </button>
      <p role="alert" className="mt-2 text-sm font-medium text-red-800 empty:hidden">
        {error}
      </p>
    </div>
  );
}

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { loadBundle } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import type { LoadWebAuthnClient } from "@/lib/webauthn";
import { authMessages } from "../messages";
import type { PasskeySignInOutcome } from "../utils/passkey-sign-in-flow";

function loadPasskeySignIn() {
  return Promise.all([import("../utils/passkey-sign-in-flow"), loadBundle("passkeySignIn")]).then(
    ([flow]) => flow,
  );
}

/** Fetched as soon as the button is pointed at or focused, so the click does not wait for it. */
function preparePasskeySignIn() {
  loadPasskeySignIn().catch(() => {
    // The click loads it again and, failing, says so.
  });
}

export type PasskeySignInProps = {
  /** The browser's WebAuthn; a test hands in an authenticator's answers. */
  loadWebAuthn?: LoadWebAuthnClient | undefined;
};

/**
 * 'Sign in with a passkey': no e-mail typed, the browser offers the passkeys it holds for this
 * site, and the passkey's own check stands for both the password and the code. Signed in, the
 * page goes where a verified code leads. A closed browser dialog is said calmly.
 */
export function PasskeySignIn({ loadWebAuthn }: PasskeySignInProps) {
  const auth = useAuth();
  const { t } = useTexts();
  const [isWaiting, setIsWaiting] = useState(false);
  const [outcome, setOutcome] = useState<PasskeySignInOutcome | null>(null);

  async function signIn() {
    setOutcome(null);
    setIsWaiting(true);
    try {
      const { runPasskeySignIn } = await loadPasskeySignIn();
      setOutcome(await runPasskeySignIn(auth.signInWithPasskey, loadWebAuthn));
    } catch {
      setOutcome({ text: t(authMessages.loginFailedToast), isError: true });
    } finally {
      setIsWaiting(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={isWaiting}
        aria-busy={isWaiting || undefined}
        onPointerEnter={preparePasskeySignIn}
        onFocus={preparePasskeySignIn}
        onClick={() => void signIn()}
      >
        {t("sign-in.passkey.button")}
      </Button>
      <p role="status" className="text-sm text-slate-700 empty:hidden">
        {outcome?.isError === false ? outcome.text : null}
      </p>
      <p role="alert" className="text-sm font-medium text-red-700 empty:hidden">
        {outcome?.isError ? outcome.text : null}
      </p>
    </div>
  );
}

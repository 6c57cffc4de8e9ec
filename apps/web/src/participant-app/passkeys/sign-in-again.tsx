import { useState } from "react";
import { useTexts } from "@/i18n/use-texts";
import { signOut } from "../api/session";
import { appPaths, signInPath } from "../paths";
import { navigate } from "../router/router";
import { describeActionError } from "../shell/action-error";
import { primaryButtonClasses } from "../shell/styles";
import { passkeysOfflineMessage } from "./offline-message";

/**
 * Why a passkey cannot be added yet (the session did not start recently enough), and the way
 * on: signing out and in again, which comes back to the profile.
 */
export function SignInAgain({ reason }: { reason: string }) {
  const [error, setError] = useState<string | undefined>();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const { t } = useTexts();

  async function handleClick() {
    setError(undefined);
    if (!navigator.onLine) return setError(passkeysOfflineMessage());
    setIsSigningOut(true);
    try {
      await signOut();
      navigate(signInPath(appPaths.profile), { replace: true });
    } catch (signOutError) {
      setIsSigningOut(false);
      setError(describeActionError(signOutError, passkeysOfflineMessage(), t("app.error.generic")));
    }
  }

  return (
    <div className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-950">
      <p role="alert">{reason}</p>
      <button
        type="button"
        onClick={handleClick}
        disabled={isSigningOut}
        className={`mt-3 ${primaryButtonClasses}`}
      >
        {t("app-passkeys.signInAgain")}
      </button>
      <p role="alert" className="mt-2 text-sm font-medium text-red-800 empty:hidden">
        {error}
      </p>
    </div>
  );
}

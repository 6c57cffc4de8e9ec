import { useEffect, useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { ApiError } from "@/lib/api-error";
import { readLinkToken } from "@/lib/link-token";
import { forgetSavedData } from "../api/session";
import { followPersonLanguage } from "../language/person-language";
import { appPaths } from "../paths";
import { Link, navigate } from "../router/router";
import { PublicLayout } from "../shell/public-layout";
import { primaryButtonClasses, textLinkClasses } from "../shell/styles";
import { signInWithLink } from "./sign-in-api";
import { describeSignInError } from "./sign-in-messages";

type LinkState =
  | { status: "signing-in" }
  | { status: "failed"; message: string; canRetry: boolean };

// The server's words for a void link (APP_INVALID_LINK_MESSAGE), in the page's language.
const invalidLinkMessage = () => t("app.link.invalid");

const REFUSED_LINK_STATUSES = [400, 401, 404];

/**
 * The personal sign-in link of a ticket e-mail, for participants the organiser does not ask for
 * a typed code: signs in with its token and goes on to their events.
 */
export function LinkSignInScreen() {
  // Read once: the fragment is taken out of the address at once, so the token stays out of the
  // history and of anything shared from this screen.
  const [token] = useState(() => readLinkToken(window.location.hash));
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (window.location.hash) window.history.replaceState(null, "", appPaths.linkSignIn);
  }, []);

  return (
    <LinkSignInAttempt
      key={attempt}
      token={token}
      onRetry={() => setAttempt((count) => count + 1)}
    />
  );
}

function LinkSignInAttempt({ token, onRetry }: { token: string | undefined; onRetry: () => void }) {
  const [state, setState] = useState<LinkState>({ status: "signing-in" });
  const { t } = useTexts();

  useEffect(() => {
    if (!token) {
      setState({ status: "failed", message: invalidLinkMessage(), canRetry: false });
      return;
    }
    let isCurrent = true;
    signInWithLink(token)
      .then(async ({ person }) => {
        await Promise.all([forgetSavedData(), followPersonLanguage(person)]);
        if (isCurrent) navigate(appPaths.myEvents, { replace: true });
      })
      .catch((error: unknown) => {
        if (!isCurrent) return;
        // A token the server refuses is void for good; no network or a busy server may pass.
        const isRefused = error instanceof ApiError && REFUSED_LINK_STATUSES.includes(error.status);
        setState(
          isRefused
            ? { status: "failed", message: invalidLinkMessage(), canRetry: false }
            : { status: "failed", message: describeSignInError(error), canRetry: true },
        );
      });
    return () => {
      isCurrent = false;
    };
  }, [token]);

  if (state.status === "signing-in") {
    return (
      <PublicLayout title={t("app.link.signingIn")}>
        <p role="status" className="mt-4 text-slate-700">
          {t("app.link.checking")}
        </p>
      </PublicLayout>
    );
  }
  return (
    <PublicLayout title={t("app.link.failedTitle")}>
      <p role="alert" className="mt-4 text-slate-800">
        {state.message}
      </p>
      <div className="mt-6 flex flex-col items-start gap-4">
        {state.canRetry && (
          <button type="button" onClick={onRetry} className={primaryButtonClasses}>
            {t("common.action.tryAgain")}
          </button>
        )}
        <Link href={appPaths.signIn} className={textLinkClasses}>
          {t("app.link.signInWithEmail")}
        </Link>
      </div>
    </PublicLayout>
  );
}

export default LinkSignInScreen;

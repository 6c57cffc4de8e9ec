import type { LoginRequest } from "@events/contract";
import { lazy, Suspense, useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { AuthCard } from "@/components/layout/auth-card";
import { useAuth } from "@/hooks/use-auth";
import { PageLanguageSelect } from "@/i18n/language-select";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import type { LoadWebAuthnClient } from "@/lib/webauthn";
import { paths } from "@/paths";
import { LoginForm } from "../components/login-form";
import { PasskeySignIn } from "../components/passkey-sign-in";
import { authMessages } from "../messages";
import { getHomePath } from "../utils/get-home-path";
import { hasSsoToShow } from "../utils/sso-on-page";

// Single sign-on's button and the refusals it comes back with are fetched only where there is
// one to show (configured, or a refusal in the address): the page has a script budget.
const SsoSignIn = lazy(() => import("../components/sso-sign-in"));

export type LoginRouteProps = {
  /** The browser's WebAuthn for the passkey sign-in; a test hands in an authenticator's answers. */
  loadWebAuthn?: LoadWebAuthnClient;
};

export function LoginRoute({ loadWebAuthn }: LoginRouteProps = {}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useTexts();
  const { search } = useLocation();
  // Kept from the first render: the refusal's code is taken out of the address once read.
  const [isSsoShown] = useState(() => hasSsoToShow(search));

  if (auth.isAuthenticated) return <Navigate to={getHomePath(auth)} replace />;

  async function handleLogin(credentials: LoginRequest) {
    try {
      await auth.login(credentials);
    } catch (error) {
      showErrorToast(describeError(error, t(authMessages.loginFailedToast)), {
        autoCloseMs: TOAST_CLOSE_MS.signIn,
      });
      return;
    }
    showSuccessToast(t(authMessages.codeSent, { email: credentials.email }), {
      autoCloseMs: TOAST_CLOSE_MS.signIn,
    });
    navigate(paths.verifyOtp);
  }

  return (
    <AuthCard
      title={t("sign-in.login.title")}
      description={t("sign-in.login.description")}
      after={<PageLanguageSelect />}
    >
      {isSsoShown && (
        <Suspense fallback={null}>
          <SsoSignIn />
        </Suspense>
      )}
      <LoginForm
        onSubmit={handleLogin}
        isLoading={auth.isLoading}
        otherSignIn={<PasskeySignIn loadWebAuthn={loadWebAuthn} />}
      />
    </AuthCard>
  );
}

export default LoginRoute;

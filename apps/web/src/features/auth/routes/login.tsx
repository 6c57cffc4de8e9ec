import type { LoginRequest } from "@events/contract";
import { Navigate, useNavigate } from "react-router";
import { AuthCard } from "@/components/layout/auth-card";
import { useAuth } from "@/hooks/use-auth";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import type { LoadWebAuthnClient } from "@/lib/webauthn";
import { paths } from "@/paths";
import { LoginForm } from "../components/login-form";
import { LoginLanguageSelect } from "../components/login-language-select";
import { PasskeySignIn } from "../components/passkey-sign-in";
import { SsoSignInLink } from "../components/sso-sign-in-link";
import { authMessages } from "../messages";
import { getHomePath } from "../utils/get-home-path";
import { useSsoErrorText } from "../utils/use-sso-error";

export type LoginRouteProps = {
  /** The browser's WebAuthn for the passkey sign-in; a test hands in an authenticator's answers. */
  loadWebAuthn?: LoadWebAuthnClient;
};

export function LoginRoute({ loadWebAuthn }: LoginRouteProps = {}) {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useTexts();
  const ssoErrorText = useSsoErrorText();

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
      after={<LoginLanguageSelect />}
    >
      {ssoErrorText && (
        <p
          role="alert"
          className="mb-4 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
        >
          {ssoErrorText}
        </p>
      )}
      <SsoSignInLink />
      <LoginForm
        onSubmit={handleLogin}
        isLoading={auth.isLoading}
        otherSignIn={<PasskeySignIn loadWebAuthn={loadWebAuthn} />}
      />
    </AuthCard>
  );
}

export default LoginRoute;

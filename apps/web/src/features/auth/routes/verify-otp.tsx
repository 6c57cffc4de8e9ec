import { OTP_RESEND_COOLDOWN_SECONDS } from "@events/contract";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { AuthCard } from "@/components/layout/auth-card";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/hooks/use-auth";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { paths } from "@/paths";
import { OtpInput, type OtpInputHandle } from "../components/otp-input";
import { ResendCodeButton } from "../components/resend-code-button";
import { authMessages } from "../messages";
import { getHomePath } from "../utils/get-home-path";
import { createEmptyOtp, isOtpComplete } from "../utils/otp";
import { useCountdown } from "../utils/use-countdown";

const SESSION_EXPIRED_TOAST_ID = "session-expired";

export function VerifyOtpRoute() {
  const auth = useAuth();
  const navigate = useNavigate();
  const { t } = useTexts();
  // Judged once on arrival: a successful verification clears tempUserId on purpose.
  const [hasPendingSignIn] = useState(() => Boolean(auth.tempUserId));
  const [digits, setDigits] = useState(createEmptyOtp);
  const [isResending, setIsResending] = useState(false);
  const { secondsLeft, restart } = useCountdown(OTP_RESEND_COOLDOWN_SECONDS);
  const otpInputRef = useRef<OtpInputHandle>(null);
  const isSignedIn = auth.isAuthenticated;

  useEffect(() => {
    if (!hasPendingSignIn && !isSignedIn) {
      // A toast id keeps React's development double effects from showing it twice.
      showErrorToast(t(authMessages.sessionExpired), {
        autoCloseMs: TOAST_CLOSE_MS.signIn,
        toastId: SESSION_EXPIRED_TOAST_ID,
      });
    }
  }, [hasPendingSignIn, isSignedIn, t]);

  // Focus waits for the render that re-enables the boxes after a request.
  const [focusRequest, setFocusRequest] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focusRequest is the trigger itself
  useEffect(() => {
    if (hasPendingSignIn) otpInputRef.current?.focus(0);
  }, [hasPendingSignIn, focusRequest]);

  if (!hasPendingSignIn) {
    return <Navigate to={isSignedIn ? getHomePath(auth) : paths.login} replace />;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isOtpComplete(digits)) {
      showErrorToast(t(authMessages.incompleteCode), { autoCloseMs: TOAST_CLOSE_MS.signIn });
      return;
    }
    try {
      await auth.verifyOtp(digits.join(""));
    } catch (error) {
      showErrorToast(describeError(error, t(authMessages.invalidCode)), {
        autoCloseMs: TOAST_CLOSE_MS.signIn,
      });
      setDigits(createEmptyOtp());
      setFocusRequest((count) => count + 1);
      return;
    }
    showSuccessToast(t(authMessages.verified), { autoCloseMs: TOAST_CLOSE_MS.signIn });
    navigate(paths.dashboard, { replace: true });
  }

  // The browser does not submit with Enter while Verify is disabled, so say what is missing.
  function handleKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    const isFromCodeBox = event.target instanceof HTMLInputElement;
    if (event.key !== "Enter" || !isFromCodeBox || auth.isLoading || isOtpComplete(digits)) return;
    event.preventDefault();
    showErrorToast(t(authMessages.incompleteCode), {
      autoCloseMs: TOAST_CLOSE_MS.signIn,
      toastId: "incomplete-code",
    });
  }

  async function handleResend() {
    setIsResending(true);
    try {
      await auth.resendOtp();
      showSuccessToast(t(authMessages.codeResent), { autoCloseMs: TOAST_CLOSE_MS.signIn });
      restart();
      setDigits(createEmptyOtp());
      setFocusRequest((count) => count + 1);
    } catch (error) {
      showErrorToast(describeError(error, t(authMessages.resendFailedToast)), {
        autoCloseMs: TOAST_CLOSE_MS.signIn,
      });
    } finally {
      setIsResending(false);
    }
  }

  return (
    <AuthCard title={t("sign-in.verify.title")} description={t("sign-in.verify.description")}>
      <form
        noValidate
        onSubmit={handleSubmit}
        onKeyDown={handleKeyDown}
        className="flex flex-col gap-6"
      >
        <fieldset className="flex flex-col gap-3">
          <legend className="sr-only">{t("sign-in.verify.legend")}</legend>
          <OtpInput
            ref={otpInputRef}
            value={digits}
            onChange={setDigits}
            disabled={auth.isLoading}
          />
        </fieldset>
        <Button
          type="submit"
          size="lg"
          className="w-full"
          disabled={auth.isLoading || !isOtpComplete(digits)}
        >
          {auth.isLoading ? t("sign-in.verify.submitting") : t("sign-in.verify.submit")}
        </Button>
        <div className="flex flex-col items-center gap-3 text-sm text-slate-600">
          <p className="flex flex-wrap items-center justify-center gap-x-1">
            <span>{t("sign-in.verify.notReceived")}</span>
            <ResendCodeButton
              secondsLeft={secondsLeft}
              isSending={isResending}
              onResend={handleResend}
            />
          </p>
          <Link
            to={paths.login}
            className="font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            {t("sign-in.verify.backToLogin")}
          </Link>
        </div>
      </form>
    </AuthCard>
  );
}

export default VerifyOtpRoute;

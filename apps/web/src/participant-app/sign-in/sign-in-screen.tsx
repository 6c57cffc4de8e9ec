import { OTP_RESEND_COOLDOWN_SECONDS, OTP_TTL_SECONDS, type Person } from "@events/contract";
import { type FormEvent, useId, useState } from "react";
import { T } from "@/i18n/text";
import { useTexts } from "@/i18n/use-texts";
import { forgetSavedData, hasSession } from "../api/session";
import { followPersonLanguage } from "../language/person-language";
import { emailInputAttributes } from "../lib/email-input";
import { appPaths, isAppPath } from "../paths";
import { Redirect } from "../router/redirect";
import { navigate, useLocation } from "../router/router";
import { PublicLayout } from "../shell/public-layout";
import { primaryButtonClasses, secondaryButtonClasses, textLinkClasses } from "../shell/styles";
import { CodeInput } from "./code-input";
import { loadSignInRules } from "./load-sign-in-rules";
import { NewCodeLabel } from "./new-code-label";
import { PasskeySignIn } from "./passkey-sign-in";
import { type PendingSignIn, readPendingSignIn, savePendingSignIn } from "./pending-sign-in";
import { requestSignInCode, resendSignInCode, verifySignInCode } from "./sign-in-api";
import { useSecondsLeft } from "./use-seconds-left";
import { useSignInStep } from "./use-sign-in-step";

/** Where to go once signed in: the screen that sent the person here, else their events. */
function readReturnPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  return next && isAppPath(next) ? next : appPaths.myEvents;
}

/**
 * Sign-in with a code sent by e-mail: the address first, then the six digits. The answer to the
 * address is the same whether or not it is a participant's, so the screen never tells. Or with a
 * passkey, no address typed.
 */
export function SignInScreen() {
  const { search } = useLocation();
  const [pending, setPending] = useState<PendingSignIn | undefined>(() => readPendingSignIn());
  const [notice, setNotice] = useState<string | undefined>();
  const { t } = useTexts();

  if (hasSession()) return <Redirect to={readReturnPath(search)} />;

  function showPending(next: PendingSignIn | undefined, message?: string) {
    savePendingSignIn(next);
    setPending(next);
    setNotice(message);
  }

  /** The same landing whichever way the person signed in (a code, a passkey). */
  async function goOnSignedIn(person: Person) {
    savePendingSignIn(undefined);
    await Promise.all([forgetSavedData(), followPersonLanguage(person)]);
    navigate(readReturnPath(search), { replace: true });
  }

  return (
    <PublicLayout title={t("app.signIn.title")}>
      <div role="status" className="empty:hidden">
        {notice && <p className="mt-4 rounded-lg bg-blue-50 p-3 text-blue-950">{notice}</p>}
      </div>
      {pending ? (
        <CodeStep
          pending={pending}
          onResent={(message) => showPending({ ...pending, sentAt: Date.now() }, message)}
          onRestart={() => showPending(undefined)}
          onSignedIn={goOnSignedIn}
        />
      ) : (
        <>
          <EmailStep
            onSent={(email, answer) =>
              showPending(
                { email, signInToken: answer.sign_in_token, sentAt: Date.now() },
                answer.message,
              )
            }
          />
          <PasskeySignIn onSignedIn={goOnSignedIn} />
        </>
      )}
      <p className="mt-8 text-sm text-slate-600">{t("app.signIn.codeAlways")}</p>
    </PublicLayout>
  );
}

function EmailStep({
  onSent,
}: {
  onSent: (email: string, answer: { message: string; sign_in_token: string }) => void;
}) {
  const emailId = useId();
  const hintId = `${emailId}-hint`;
  const errorId = `${emailId}-error`;
  const [email, setEmail] = useState("");
  const step = useSignInStep();
  const { t } = useTexts();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const answer = await step.submit(
      (rules) => rules.checkEmail(email),
      () => requestSignInCode(email),
    );
    if (answer) onSent(email.trim(), answer);
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5">
      <div>
        <label htmlFor={emailId} className="block font-medium text-slate-900">
          {t("app.signIn.emailLabel")}
        </label>
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {t("app.signIn.emailHint")}
        </p>
        <input
          ref={step.fieldRef}
          id={emailId}
          {...emailInputAttributes}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onFocus={() => void loadSignInRules()}
          aria-invalid={step.error ? true : undefined}
          aria-describedby={step.error ? `${hintId} ${errorId}` : hintId}
          className="mt-2 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 focus-visible:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700/40 aria-invalid:border-red-700"
        />
        <FieldError id={errorId} error={step.error} />
      </div>
      <button type="submit" disabled={step.isBusy} className={`w-full ${primaryButtonClasses}`}>
        {step.isBusy ? t("app.signIn.sending") : t("app.signIn.sendCode")}
      </button>
    </form>
  );
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  if (!error) return null;
  return (
    <p id={id} className="mt-2 text-sm font-medium text-red-800">
      {error}
    </p>
  );
}

function CodeStep({
  pending,
  onResent,
  onRestart,
  onSignedIn,
}: {
  pending: PendingSignIn;
  onResent: (message: string) => void;
  onRestart: () => void;
  onSignedIn: (person: Person) => Promise<void>;
}) {
  const codeId = useId();
  const errorId = `${codeId}-error`;
  const [code, setCode] = useState("");
  const step = useSignInStep();
  const { t } = useTexts();
  const secondsLeft = useSecondsLeft(pending.sentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const session = await step.submit(
      (rules) => rules.checkCode(code),
      () => verifySignInCode(pending.signInToken, code),
    );
    if (session) await onSignedIn(session.person);
  }

  async function handleResend() {
    const answer = await step.submit(undefined, () => resendSignInCode(pending.signInToken));
    if (!answer) return;
    setCode("");
    onResent(answer.message);
  }

  return (
    <>
      <p className="mt-4 text-slate-700">
        <T
          id="app.signIn.codeGoesTo"
          values={{ email: pending.email, minutes: OTP_TTL_SECONDS / 60 }}
          components={{ 0: <strong className="break-all" /> }}
        />
      </p>
      <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-5">
        <div>
          <CodeInput
            ref={step.fieldRef}
            id={codeId}
            label={t("app.signIn.codeLabel")}
            value={code}
            onChange={setCode}
            errorId={step.error ? errorId : undefined}
          />
          <FieldError id={errorId} error={step.error} />
        </div>
        <button type="submit" disabled={step.isBusy} className={`w-full ${primaryButtonClasses}`}>
          {step.isBusy ? t("app.signIn.wait") : t("app.signIn.signIn")}
        </button>
      </form>
      <div className="mt-6 flex flex-col items-start gap-3">
        <button
          type="button"
          onClick={handleResend}
          disabled={step.isBusy || secondsLeft > 0}
          className={secondaryButtonClasses}
        >
          <NewCodeLabel secondsLeft={secondsLeft} />
        </button>
        <button type="button" onClick={onRestart} className={`min-h-11 ${textLinkClasses}`}>
          {t("app.signIn.anotherEmail")}
        </button>
      </div>
    </>
  );
}

export default SignInScreen;

import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { t } from "@/i18n/i18n";
import { T } from "@/i18n/text";
import { useTexts } from "@/i18n/use-texts";
import { ApiError } from "@/lib/api-error";
import { getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";
import { CodeConfirmationForm } from "../confirm-code/code-confirmation-form";
import { emailInputAttributes } from "../lib/email-input";
import { describeActionError } from "../shell/action-error";
import { primaryButtonClasses, secondaryButtonClasses, textLinkClasses } from "../shell/styles";
import { confirmEmailChange, requestEmailChange } from "./profile-changes";
import { checkNewEmail } from "./profile-rules";
import { TextField } from "./text-field";

export const emailChangeOfflineMessage = () => t("app.email.offline");

type Step =
  /** hasReturned: back from the steps, so the focus comes back here (to the news, if any). */
  | { name: "shown"; done?: string; hasReturned?: boolean }
  | { name: "address"; error?: string }
  | { name: "code"; email: string; token: string; sentAt: number; message: string };

/** What a refused address says: the server's detail about the field, or its message. */
function describeAddressError(error: unknown): string {
  const [detail] = getFormFieldErrors(error, isFieldAmong(["email"]));
  return (
    detail?.message ??
    describeActionError(error, emailChangeOfflineMessage(), t("app.error.generic"))
  );
}

/**
 * The person's e-mail address, and changing it: the new address, then the code e-mailed to it,
 * which proves it is theirs. Whether someone else has the address is told only then (409),
 * and is shown at the address again, kept as typed.
 */
export function EmailChange({ email }: { email: string }) {
  const [step, setStep] = useState<Step>({ name: "shown" });
  const [newEmail, setNewEmail] = useState("");
  const { t } = useTexts();

  if (step.name === "shown") {
    return (
      <CurrentEmail
        email={email}
        done={step.done}
        hasReturned={step.hasReturned ?? false}
        onChange={() => setStep({ name: "address" })}
      />
    );
  }
  if (step.name === "address") {
    return (
      <NewAddressForm
        value={newEmail}
        onValueChange={setNewEmail}
        error={step.error}
        onError={(error) => setStep({ name: "address", error })}
        onSent={(token, message) =>
          setStep({ name: "code", email: newEmail.trim(), token, sentAt: Date.now(), message })
        }
        onCancel={() => setStep({ name: "shown", hasReturned: true })}
      />
    );
  }
  return (
    <>
      <p role="status" className="mt-3 rounded-lg bg-blue-50 p-3 text-blue-950">
        {step.message}
      </p>
      <p className="mt-3 text-slate-700">
        <T
          id="app.email.codeWentTo"
          values={{ email: step.email }}
          components={{ 0: <strong className="break-all" /> }}
        />
      </p>
      <CodeConfirmationForm
        label={t("app.code.fromEmail")}
        sentAt={step.sentAt}
        submitLabel={t("app.email.confirm")}
        busyLabel={t("app.email.confirming")}
        offlineMessage={emailChangeOfflineMessage()}
        onConfirm={async (code) => {
          try {
            const person = await confirmEmailChange({ confirmation_token: step.token, code });
            setNewEmail("");
            setStep({
              name: "shown",
              done: t("app.email.changed", { email: person.email }),
              hasReturned: true,
            });
          } catch (error) {
            if (!(error instanceof ApiError && error.status === 409)) throw error;
            setStep({ name: "address", error: describeAddressError(error) });
          }
        }}
        onResend={async () => {
          const answer = await requestEmailChange(step.email);
          setStep({
            ...step,
            token: answer.confirmation_token,
            sentAt: Date.now(),
            message: answer.message,
          });
        }}
      >
        <button
          type="button"
          onClick={() => setStep({ name: "address" })}
          className={`min-h-11 ${textLinkClasses}`}
        >
          {t("app.email.anotherAddress")}
        </button>
      </CodeConfirmationForm>
    </>
  );
}

function CurrentEmail({
  email,
  done,
  hasReturned,
  onChange,
}: {
  email: string;
  done: string | undefined;
  hasReturned: boolean;
  onChange: () => void;
}) {
  const doneRef = useRef<HTMLParagraphElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { t } = useTexts();
  // Back from the steps, whose controls are gone: the focus comes to the news or the button.
  useEffect(() => {
    if (hasReturned) (doneRef.current ?? buttonRef.current)?.focus();
  }, [hasReturned]);
  return (
    <>
      <p className="mt-2 text-slate-900 [overflow-wrap:anywhere]">{email}</p>
      <p className="mt-1 text-sm text-slate-600">{t("app.email.usedFor")}</p>
      {done && (
        <p
          ref={doneRef}
          tabIndex={-1}
          role="status"
          className="mt-3 text-sm font-medium text-green-900 focus:outline-none"
        >
          {done}
        </p>
      )}
      <button
        ref={buttonRef}
        type="button"
        onClick={onChange}
        className={`mt-3 ${secondaryButtonClasses}`}
      >
        {t("app.email.change")}
      </button>
    </>
  );
}

function NewAddressForm({
  value,
  onValueChange,
  error,
  onError,
  onSent,
  onCancel,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
  onError: (message: string) => void;
  onSent: (token: string, message: string) => void;
  onCancel: () => void;
}) {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [isSending, setIsSending] = useState(false);
  const { t } = useTexts();
  // Shown by a button, or back from the code with a refusal: the field takes the focus.
  useEffect(() => fieldRef.current?.focus(), []);

  function refuse(message: string) {
    onError(message);
    fieldRef.current?.focus();
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const ruleError = checkNewEmail(value);
    if (ruleError) return refuse(ruleError);
    if (!navigator.onLine) return refuse(emailChangeOfflineMessage());
    setIsSending(true);
    try {
      const answer = await requestEmailChange(value.trim());
      onSent(answer.confirmation_token, answer.message);
    } catch (requestError) {
      setIsSending(false);
      refuse(describeAddressError(requestError));
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-3 space-y-4">
      <TextField
        ref={fieldRef}
        id={fieldId}
        label={t("app.email.newLabel")}
        hint={t("app.email.newHint")}
        {...emailInputAttributes}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        error={error}
      />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={isSending} className={primaryButtonClasses}>
          {isSending ? t("app.signIn.sending") : t("app.email.sendCode")}
        </button>
        <button type="button" onClick={onCancel} className={secondaryButtonClasses}>
          {t("common.action.cancel")}
        </button>
      </div>
    </form>
  );
}

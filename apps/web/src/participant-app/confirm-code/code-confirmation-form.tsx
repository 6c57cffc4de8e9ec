import { OTP_RESEND_COOLDOWN_SECONDS } from "@events/contract";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { t } from "@/i18n/i18n";
import { CodeForm, useCodeField } from "../../phone-components/code-form";
import { describeActionError } from "../shell/action-error";
import { dangerButtonClasses, primaryButtonClasses, secondaryButtonClasses } from "../shell/styles";
import { loadSignInRules } from "../sign-in/load-sign-in-rules";
import { NewCodeLabel } from "../sign-in/new-code-label";
import { useSecondsLeft } from "../sign-in/use-seconds-left";

export type CodeConfirmationFormProps = {
  /** The field's label: what the code confirms. */
  label: string;
  /** When the last code was sent (ms since the epoch): a new one may follow 90 s after. */
  sentAt: number;
  submitLabel: string;
  busyLabel: string;
  /** The code confirms what cannot be undone: its button is red. */
  isDestructive?: boolean;
  /** What the field says when the device has no network. */
  offlineMessage: string;
  /** Uses the code; what it rejects with is shown at the field, which keeps the code typed. */
  onConfirm: (code: string) => Promise<void>;
  /** E-mails a new code; what it rejects with is shown at the field. */
  onResend: () => Promise<void>;
  /** The ways out beside 'Send a new code': cancel, another address. */
  children?: ReactNode;
};

/**
 * The six digits of a code the signed-in person was e-mailed (a new address, deleting the
 * account), with the contract's rule for a code and a new code 90 s after the last, as at
 * sign-in. A refusal (the rule's, the server's, no network) is shown at the field, which takes
 * the focus back.
 */
export function CodeConfirmationForm({
  label,
  sentAt,
  submitLabel,
  busyLabel,
  isDestructive = false,
  offlineMessage,
  onConfirm,
  onResend,
  children,
}: CodeConfirmationFormProps) {
  const field = useCodeField();
  const [isBusy, setIsBusy] = useState(false);
  const secondsLeft = useSecondsLeft(sentAt + OTP_RESEND_COOLDOWN_SECONDS * 1000);
  useEffect(() => {
    // Shown once the code is sent: the field is where the person goes next.
    field.ref.current?.focus();
    // The rule comes with zod: fetched while the person reads the e-mail, not at the submit.
    void loadSignInRules();
  }, [field.ref]);

  async function run(call: () => Promise<void>) {
    if (!navigator.onLine) return field.refuse(offlineMessage);
    setIsBusy(true);
    try {
      await call();
      field.setError(undefined);
    } catch (callError) {
      field.refuse(describeActionError(callError, offlineMessage, t("app.error.generic")));
    } finally {
      setIsBusy(false);
    }
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const ruleError = (await loadSignInRules())?.checkCode(field.code);
    if (ruleError) return field.refuse(ruleError);
    await run(() => onConfirm(field.code));
  }

  return (
    <>
      <CodeForm
        field={field}
        label={label}
        submitLabel={submitLabel}
        busyLabel={busyLabel}
        isBusy={isBusy}
        submitClasses={isDestructive ? dangerButtonClasses : primaryButtonClasses}
        onSubmit={handleSubmit}
      />
      <div className="mt-4 flex flex-col items-start gap-3">
        <button
          type="button"
          disabled={isBusy || secondsLeft > 0}
          onClick={() =>
            run(async () => {
              await onResend();
              field.setCode("");
            })
          }
          className={secondaryButtonClasses}
        >
          <NewCodeLabel secondsLeft={secondsLeft} />
        </button>
        {children}
      </div>
    </>
  );
}

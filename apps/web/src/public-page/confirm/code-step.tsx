import {
  CONFIRMATION_MINUTES,
  OTP_LENGTH,
  type PublicRegistrationOutcome,
  REGISTRATION_MESSAGES,
} from "@events/contract";
import { type FormEvent, useState } from "react";
import { T } from "@/i18n/text";
import { useTexts } from "@/i18n/use-texts";
import { ApiError } from "@/lib/api-error";
import { primaryButtonClasses, secondaryButtonClasses } from "../../participant-app/shell/styles";
import { CodeForm, useCodeField } from "../../phone-components/code-form";
import { confirmRegistration } from "../api/public-api";
import { describeCallError } from "../shell/messages";
import { useFocusOnMount } from "../shell/use-focus-on-mount";

export type CodeStepProps = {
  confirmationToken: string;
  email: string;
  onConfirmed: (outcome: PublicRegistrationOutcome) => void;
  /** Back to the form, everything typed still there (another address, a new code). */
  onBack: () => void;
};

/**
 * 'Check your e-mail': the code the server sent, which confirms the address and only then asks
 * for a place. A wrong or expired code is said at the field, which keeps the focus.
 */
export function CodeStep({ confirmationToken, email, onConfirmed, onBack }: CodeStepProps) {
  const { t } = useTexts();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const field = useCodeField();
  const [isExpired, setIsExpired] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (isBusy) return;
    if (field.code.length !== OTP_LENGTH) {
      return field.refuse(t("public.code.enterDigits", { digits: OTP_LENGTH }));
    }
    setIsBusy(true);
    try {
      onConfirmed(
        await confirmRegistration({ confirmation_token: confirmationToken, code: field.code }),
      );
    } catch (callError) {
      if (
        callError instanceof ApiError &&
        callError.serverMessage === REGISTRATION_MESSAGES.codeExpired
      ) {
        setIsExpired(true);
      }
      field.refuse(describeCallError(callError));
    } finally {
      setIsBusy(false);
    }
  }

  return (
    <div className="mt-4 rounded-xl border border-blue-200 bg-white p-4">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none"
      >
        {t("public.code.heading")}
      </h2>
      <p className="mt-2 text-slate-800">
        <T
          id="public.code.sent"
          values={{ digits: OTP_LENGTH, email, minutes: CONFIRMATION_MINUTES }}
          components={{ 0: <strong className="font-semibold [overflow-wrap:anywhere]" /> }}
        />
      </p>
      <CodeForm
        field={field}
        label={t("public.code.label")}
        submitLabel={t("public.code.confirm")}
        busyLabel={t("public.code.confirming")}
        isBusy={isBusy}
        isSubmitDisabled={isExpired}
        submitClasses={primaryButtonClasses}
        onSubmit={handleSubmit}
      />
      <p className="mt-4 text-sm text-slate-700">{t("public.code.noEmail")}</p>
      <button type="button" onClick={onBack} className={`mt-3 ${secondaryButtonClasses}`}>
        {t("public.code.changeDetails")}
      </button>
    </div>
  );
}

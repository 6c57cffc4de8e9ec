import { useRef, useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { forgetSession } from "../api/session";
import { CodeConfirmationForm } from "../confirm-code/code-confirmation-form";
import { appPaths } from "../paths";
import { navigate } from "../router/router";
import { describeActionError } from "../shell/action-error";
import { dangerButtonClasses, secondaryButtonClasses } from "../shell/styles";
import { confirmAccountDeletion, requestAccountDeletion } from "./privacy-api";

export const deletionOfflineMessage = () => t("app.deletion.offline");

type Pending = { token: string; sentAt: number; message: string };

/**
 * Deleting the person's account and their data, everywhere: a fresh code e-mailed to them
 * confirms it. Once deleted, this device forgets them too, and the goodbye screen follows.
 */
export function AccountDeletion() {
  const [pending, setPending] = useState<Pending | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [isSending, setIsSending] = useState(false);
  const startRef = useRef<HTMLButtonElement>(null);
  const { t } = useTexts();

  async function sendCode() {
    const answer = await requestAccountDeletion();
    setPending({ token: answer.confirmation_token, sentAt: Date.now(), message: answer.message });
  }

  async function handleStart() {
    if (!navigator.onLine) return setError(deletionOfflineMessage());
    setIsSending(true);
    try {
      await sendCode();
      setError(undefined);
    } catch (sendError) {
      setError(
        describeActionError(sendError, deletionOfflineMessage(), t("app.deletion.sendFailed")),
      );
    } finally {
      setIsSending(false);
    }
  }

  if (!pending) {
    return (
      <>
        <button
          ref={startRef}
          type="button"
          disabled={isSending}
          onClick={handleStart}
          className={`mt-4 ${dangerButtonClasses}`}
        >
          {isSending ? t("app.deletion.sending") : t("app.privacy.deleteTitle")}
        </button>
        <p role="alert" className="mt-2 text-sm font-medium text-red-800 empty:hidden">
          {error}
        </p>
      </>
    );
  }

  return (
    <>
      <p role="status" className="mt-4 rounded-lg bg-blue-50 p-3 text-blue-950">
        {pending.message}
      </p>
      <CodeConfirmationForm
        label={t("app.code.fromEmail")}
        sentAt={pending.sentAt}
        submitLabel={t("app.deletion.confirm")}
        busyLabel={t("app.deletion.deleting")}
        offlineMessage={deletionOfflineMessage()}
        isDestructive
        onConfirm={async (code) => {
          await confirmAccountDeletion({ confirmation_token: pending.token, code });
          await forgetSession();
          navigate(appPaths.accountDeleted, { replace: true });
        }}
        onResend={sendCode}
      >
        <button
          type="button"
          onClick={() => {
            setPending(undefined);
            // The button that started it is back; the focus goes with it.
            requestAnimationFrame(() => startRef.current?.focus());
          }}
          className={secondaryButtonClasses}
        >
          {t("app.deletion.keep")}
        </button>
      </CodeConfirmationForm>
    </>
  );
}

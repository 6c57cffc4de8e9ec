import { useRef, useState } from "react";
import { forgetSession } from "../api/session";
import { CodeConfirmationForm } from "../confirm-code/code-confirmation-form";
import { appPaths } from "../paths";
import { navigate } from "../router/router";
import { describeActionError } from "../shell/action-error";
import { dangerButtonClasses, secondaryButtonClasses } from "../shell/styles";
import { confirmAccountDeletion, requestAccountDeletion } from "./privacy-api";

export const DELETION_OFFLINE_MESSAGE =
  "Deleting your account needs a connection. Connect to the internet and try again.";

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

  async function sendCode() {
    const answer = await requestAccountDeletion();
    setPending({ token: answer.confirmation_token, sentAt: Date.now(), message: answer.message });
  }

  async function handleStart() {
    if (!navigator.onLine) return setError(DELETION_OFFLINE_MESSAGE);
    setIsSending(true);
    try {
      await sendCode();
      setError(undefined);
    } catch (sendError) {
      setError(
        describeActionError(
          sendError,
          DELETION_OFFLINE_MESSAGE,
          "The code could not be sent. Please try again.",
        ),
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
          {isSending ? "Sending a code…" : "Delete my account"}
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
        label="Code from the e-mail"
        sentAt={pending.sentAt}
        submitLabel="Delete my account and my data"
        busyLabel="Deleting…"
        offlineMessage={DELETION_OFFLINE_MESSAGE}
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
          Keep my account
        </button>
      </CodeConfirmationForm>
    </>
  );
}

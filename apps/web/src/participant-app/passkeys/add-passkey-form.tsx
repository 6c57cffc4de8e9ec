import type { ErrorCode } from "@events/contract";
import { type FormEvent, useId, useRef, useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { ApiError, serverErrorText } from "@/lib/api-error";
import { getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";
import { isPasskeyAlreadyAdded, isWebAuthnCancelled, loadWebAuthnClient } from "@/lib/webauthn";
import { TextField } from "../profile/text-field";
import { describeActionError } from "../shell/action-error";
import { primaryButtonClasses } from "../shell/styles";
import { guessPasskeyName } from "./guess-passkey-name";
import { passkeysOfflineMessage } from "./offline-message";
import { checkPasskeyName } from "./passkey-rules";
import { addPasskey, requestPasskeyCreationOptions } from "./passkeys-api";
import { SignInAgain } from "./sign-in-again";

const FRESH_SIGN_IN_REQUIRED: ErrorCode = "passkeys.freshSignInRequired";

/**
 * What the form says after a try: added, a calm note (nothing went wrong), a failure, that the
 * person signs in again first (the session is too old to add a passkey), or a refusal of the
 * name (shown at the field).
 */
type Outcome = { kind: "added" | "calm" | "failed" | "signInAgain" | "name"; text: string };

/** What a failed add says, and where: nothing went wrong when the person cancelled. */
function describeAddFailure(error: unknown): Outcome {
  if (isWebAuthnCancelled(error)) return { kind: "calm", text: t("app-passkeys.cancelled") };
  if (isPasskeyAlreadyAdded(error)) return { kind: "calm", text: t("app-passkeys.alreadyAdded") };
  if (error instanceof ApiError && error.code === FRESH_SIGN_IN_REQUIRED) {
    return { kind: "signInAgain", text: serverErrorText(error) ?? t("app.error.generic") };
  }
  const [nameError] = getFormFieldErrors(error, isFieldAmong(["name"]));
  if (nameError) return { kind: "name", text: nameError.message };
  return {
    kind: "failed",
    text: describeActionError(error, passkeysOfflineMessage(), t("app.error.generic")),
  };
}

/**
 * 'Add a passkey': its name (the device's, to start with), then the browser's own dialog creates
 * it on the device or a security key, and the server keeps its public key.
 */
export function AddPasskeyForm() {
  const fieldId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState(() => guessPasskeyName());
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const [isAdding, setIsAdding] = useState(false);
  const { t } = useTexts();

  function show(next: Outcome) {
    setOutcome(next);
    if (next.kind === "name") fieldRef.current?.focus();
  }

  async function add() {
    const client = await loadWebAuthnClient();
    if (!client.browserSupportsWebAuthn()) {
      return show({ kind: "calm", text: t("app-passkeys.unsupported") });
    }
    const { options } = await requestPasskeyCreationOptions();
    const response = await client.startRegistration({ optionsJSON: options });
    const passkey = await addPasskey({ name: name.trim(), response });
    setName(guessPasskeyName());
    show({ kind: "added", text: t("app-passkeys.addedNews", { name: passkey.name }) });
  }

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setOutcome(undefined);
    const ruleError = checkPasskeyName(name);
    if (ruleError) return show({ kind: "name", text: ruleError });
    if (!navigator.onLine) return show({ kind: "failed", text: passkeysOfflineMessage() });
    setIsAdding(true);
    try {
      await add();
    } catch (error) {
      show(describeAddFailure(error));
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="mt-6 space-y-4">
      <TextField
        ref={fieldRef}
        id={fieldId}
        label={t("app-passkeys.nameLabel")}
        hint={t("app-passkeys.nameHint")}
        name="passkey-name"
        autoComplete="off"
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={outcome?.kind === "name" ? outcome.text : undefined}
      />
      <button type="submit" disabled={isAdding} className={primaryButtonClasses}>
        {isAdding ? t("app-passkeys.adding") : t("app-passkeys.add")}
      </button>
      <p role="status" className="text-sm font-medium text-slate-800 empty:hidden">
        {(outcome?.kind === "added" || outcome?.kind === "calm") && outcome.text}
      </p>
      <p role="alert" className="text-sm font-medium text-red-800 empty:hidden">
        {outcome?.kind === "failed" && outcome.text}
      </p>
      {outcome?.kind === "signInAgain" && <SignInAgain reason={outcome.text} />}
    </form>
  );
}

import type { ErrorCode } from "@events/contract";
import { t } from "@/i18n/i18n";
import { ApiError, describeError } from "@/lib/api-error";
import { describePasskeyFailure, isPasskeyAlreadyAdded, isWebAuthnCancelled } from "@/lib/webauthn";

/** The code of the server's refusal of an add from a session that did not start lately. */
const FRESH_SIGN_IN_REQUIRED_CODE: ErrorCode = "passkeys.freshSignInRequired";

/** What the add's form says when a passkey was not added, beside what its field says. */
export type AddRefusal =
  /** The session is too old to add a passkey: the text, and a way to sign in again. */
  | { kind: "fresh-sign-in"; text: string }
  /** The person closed the browser's dialog, or let it time out: nothing went wrong. */
  | { kind: "cancelled"; text: string }
  | { kind: "failed"; text: string };

function isFreshSignInRequired(error: unknown): boolean {
  return error instanceof ApiError && error.code === FRESH_SIGN_IN_REQUIRED_CODE;
}

/** How the form tells a failed add: the server's words by code, the browser's in ours. */
export function describeAddRefusal(error: unknown): AddRefusal {
  if (isFreshSignInRequired(error)) {
    return { kind: "fresh-sign-in", text: describeError(error, t("passkeys.add.failed")) };
  }
  if (isWebAuthnCancelled(error)) return { kind: "cancelled", text: t("passkeys.add.cancelled") };
  if (isPasskeyAlreadyAdded(error)) return { kind: "failed", text: t("passkeys.add.alreadyAdded") };
  return { kind: "failed", text: describePasskeyFailure(error, t("passkeys.add.failed")) };
}

import {
  ALREADY_REGISTERED_MESSAGE,
  EMAIL_REQUIRED_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  REGISTRATION_MESSAGES,
} from "@events/contract";
import { t } from "@/i18n/i18n";
import { ApiError, describeError, errorText, isNetworkError } from "@/lib/api-error";

/**
 * The contract's messages this page says itself (its checks, the anti-robot check, a link's
 * answer), by their error codes (the contract's error-codes.ts). Written out rather than found
 * with errorCodeOf, whose registry brings every module's schemas, and zod, onto the page.
 */
const RULE_CODES: ReadonlyMap<string, string> = new Map([
  [EMAIL_REQUIRED_MESSAGE, "common.emailRequired"],
  [INVALID_EMAIL_MESSAGE, "common.invalidEmail"],
  [REGISTRATION_MESSAGES.consentRequired, "registration.consentRequired"],
  [REGISTRATION_MESSAGES.phoneRequired, "registration.phoneRequired"],
  [REGISTRATION_MESSAGES.usernameRequired, "registration.usernameRequired"],
  [REGISTRATION_MESSAGES.challengeInvalid, "registration.challengeInvalid"],
  [REGISTRATION_MESSAGES.cancelled, "registration.cancelled"],
  [REGISTRATION_MESSAGES.offerAccepted, "registration.offerAccepted"],
  [REGISTRATION_MESSAGES.offerDeclined, "registration.offerDeclined"],
  [ALREADY_REGISTERED_MESSAGE, "registration.alreadyRegistered"],
]);

/** Whether the message is one of those above, which ruleText says in the page's language. */
export const isKnownRule = (message: string) => RULE_CODES.has(message);

/** A message of the contract's in the page's language, by its code; another as it is. */
export function ruleText(message: string): string {
  return errorText(message, { code: RULE_CODES.get(message) });
}

/** What a failed call says: no connection, else the server's own words, else the fallback. */
export function describeCallError(error: unknown): string {
  if (isNetworkError(error)) return t("public.call.offline");
  // The page's own refusals (the anti-robot check) say a contract message.
  if (!(error instanceof ApiError) && error instanceof Error && error.message !== "") {
    return ruleText(error.message);
  }
  return describeError(error, t("public.call.failed"));
}

export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

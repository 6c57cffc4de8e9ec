import { errorResponseSchema } from "@events/contract";
import { inputErrors } from "../http/openapi.js";

// What every public sign-in step shares: the admins' and the participants' codes, passkeys and
// single sign-on.

const MINUTE_MS = 60_000;

/**
 * Per address, loose enough for an office that signs in behind one address; per account (or
 * e-mail, or challenge), tight enough that guessing one person's password or code gets nowhere.
 */
export const SIGN_IN_LIMITS = {
  perAddress: { max: 30, timeWindowMs: MINUTE_MS },
  // Each resend e-mails a code: work, and a message in someone's inbox.
  resendPerAddress: { max: 10, timeWindowMs: MINUTE_MS },
  perAccount: { max: 10, timeWindowMs: 15 * MINUTE_MS },
} as const;

/** The error answers of a public sign-in step: its input refused, or too many tries (429). */
export const signInErrors = { ...inputErrors, 429: errorResponseSchema };

import { OTP_MAX_WRONG_TRIES } from "@events/contract";
import type { RegistrationRow } from "../db/schema.js";
import { generateCode, hashCode, isCodeOf } from "../security/tokens.js";

// The e-mailed code that confirms a registrant's address: six digits, kept only as their MAC
// with the registration's id (as the sign-in codes of people/app-codes.ts), void after the
// confirm_by time or OTP_MAX_WRONG_TRIES wrong tries.

/** A new code for the registration of this id, and the hash to store. */
export function newConfirmationCode(secretKey: string, registrationId: string) {
  const code = generateCode();
  return { code, codeHash: hashCode(secretKey, registrationId, code) };
}

/** Whether the registration's code can still be tried at `now`. */
export function isCodeLive(
  registration: Pick<RegistrationRow, "confirm_by" | "wrong_tries">,
  now: Date,
): boolean {
  return (
    registration.confirm_by !== null &&
    registration.confirm_by > now &&
    registration.wrong_tries < OTP_MAX_WRONG_TRIES
  );
}

/**
 * Whether the code is the registration's. A registration made for an address already registered
 * has no code: every code is wrong, as a wrong code is for anyone.
 */
export function isConfirmationCode(
  secretKey: string,
  registration: Pick<RegistrationRow, "id" | "code_hash">,
  code: string,
): boolean {
  const { id, code_hash } = registration;
  return code_hash !== null && isCodeOf(secretKey, { id, code_hash }, code);
}

import { appSignInRequestSchema, otpSchema } from "@events/contract";
import { contractMessageText } from "@/lib/contract-message-text";

// The contract's own rules for the two fields, with its messages. They need zod, which is larger
// than the rest of the app's first screen, so the sign-in screen loads this module when the
// person starts typing (sign-in/load-sign-in-rules.ts). Their messages are shown in the page's
// language.

const inPageLanguage = (message: string | undefined) => message && contractMessageText(message);

/** The contract's message for an e-mail address it refuses, or undefined. */
export function checkEmail(email: string): string | undefined {
  return inPageLanguage(appSignInRequestSchema.safeParse({ email }).error?.issues[0]?.message);
}

/** The contract's message for a code it refuses, or undefined. */
export function checkCode(code: string): string | undefined {
  return inPageLanguage(otpSchema.safeParse(code).error?.issues[0]?.message);
}

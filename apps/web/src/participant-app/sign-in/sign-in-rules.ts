import { appSignInRequestSchema, otpSchema } from "@events/contract";

// The contract's own rules for the two fields, with its messages. They need zod, which is larger
// than the rest of the app's first screen, so the sign-in screen loads this module when the
// person starts typing (sign-in/load-sign-in-rules.ts).

/** The contract's message for an e-mail address it refuses, or undefined. */
export function checkEmail(email: string): string | undefined {
  return appSignInRequestSchema.safeParse({ email }).error?.issues[0]?.message;
}

/** The contract's message for a code it refuses, or undefined. */
export function checkCode(code: string): string | undefined {
  return otpSchema.safeParse(code).error?.issues[0]?.message;
}

import {
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  type ErrorCode,
  INVALID_EMAIL_MESSAGE,
  type LoginRequest,
  loginRequestSchema,
  USER_MESSAGES,
} from "@events/contract";
import { errorText } from "@/lib/api-error";

export type LoginField = keyof LoginRequest;
export type LoginErrors = Partial<Record<LoginField, string>>;
export type LoginCheck = { credentials: LoginRequest; errors?: never } | { errors: LoginErrors };

/**
 * The sign-in rule's messages by their error codes (the contract's error-codes.ts). Written out
 * rather than found with errorCodeOf, whose registry of every module's messages would come with
 * this module onto the sign-in page.
 */
const LOGIN_RULE_CODES: ReadonlyMap<string, ErrorCode> = new Map([
  [EMAIL_REQUIRED_MESSAGE, "common.emailRequired"],
  [INVALID_EMAIL_MESSAGE, "common.invalidEmail"],
  [EMAIL_TOO_LONG_MESSAGE, "common.emailTooLong"],
  [USER_MESSAGES.passwordRequired, "users.passwordRequired"],
  [USER_MESSAGES.passwordTooLong, "users.passwordTooLong"],
]);

/**
 * The contract's rule for a sign-in, with the first message for each field it rejects, in the
 * active language.
 */
export function checkLogin(values: LoginRequest): LoginCheck {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { credentials: result.data };
  const errors: LoginErrors = {};
  for (const { path, message } of result.error.issues) {
    const field = path[0];
    if ((field === "email" || field === "password") && errors[field] === undefined) {
      errors[field] = errorText(message, { code: LOGIN_RULE_CODES.get(message) });
    }
  }
  return { errors };
}

import { type LoginRequest, loginRequestSchema } from "@events/contract";

export type LoginField = keyof LoginRequest;
export type LoginErrors = Partial<Record<LoginField, string>>;
export type LoginCheck = { credentials: LoginRequest; errors?: never } | { errors: LoginErrors };

/** The contract's rule for a sign-in, with the first message for each field it rejects. */
export function checkLogin(values: LoginRequest): LoginCheck {
  const result = loginRequestSchema.safeParse(values);
  if (result.success) return { credentials: result.data };
  const errors: LoginErrors = {};
  for (const { path, message } of result.error.issues) {
    const field = path[0];
    if ((field === "email" || field === "password") && errors[field] === undefined) {
      errors[field] = message;
    }
  }
  return { errors };
}

import { USER_MESSAGES } from "@events/contract";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";
import { USER_FORM_FIELDS, type UserFormField } from "./user-form-values";

export type UserFormFieldError = FieldError<UserFormField>;

/**
 * The server's refusals that belong beside a field: its details, and a duplicate e-mail
 * (answered without details, as the whole answer is about that one field).
 */
export function getServerFieldErrors(error: unknown): UserFormFieldError[] {
  return getFormFieldErrors(error, isFieldAmong(USER_FORM_FIELDS), {
    answer: { field: "email", message: USER_MESSAGES.duplicateEmail, status: 409 },
  });
}

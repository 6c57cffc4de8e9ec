import { USER_MESSAGES } from "@events/contract";
import { ApiError } from "@/lib/api-error";
import { addFieldError, type FieldError, getDetailFieldErrors } from "@/lib/server-field-errors";
import { isUserFormField, type UserFormField } from "./user-form-schema";

export type UserFormFieldError = FieldError<UserFormField>;

/**
 * The server's refusals that belong beside a field: its details, and a duplicate e-mail
 * (answered without details, as the whole answer is about that one field).
 */
export function getServerFieldErrors(error: unknown): UserFormFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fieldErrors = getDetailFieldErrors(error, isUserFormField);
  const isDuplicateEmail =
    error.status === 409 && error.serverMessage === USER_MESSAGES.duplicateEmail;
  if (!isDuplicateEmail) return fieldErrors;
  return addFieldError(fieldErrors, "email", USER_MESSAGES.duplicateEmail);
}

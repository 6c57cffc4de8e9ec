import { USER_MESSAGES } from "@events/contract";
import { ApiError } from "@/lib/api-error";
import { isUserFormField, type UserFormField } from "./user-form-schema";

export type UserFormFieldError = { field: UserFormField; message: string };

/**
 * The server's refusals that belong beside a field: its details, and a duplicate e-mail
 * (answered without details, as the whole answer is about that one field).
 */
export function getServerFieldErrors(error: unknown): UserFormFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fieldErrors: UserFormFieldError[] = [];
  for (const { field, message } of error.details) {
    if (isUserFormField(field) && !fieldErrors.some((known) => known.field === field)) {
      fieldErrors.push({ field, message });
    }
  }
  const isDuplicateEmail =
    error.status === 409 && error.serverMessage === USER_MESSAGES.duplicateEmail;
  if (isDuplicateEmail && !fieldErrors.some(({ field }) => field === "email")) {
    fieldErrors.push({ field: "email", message: USER_MESSAGES.duplicateEmail });
  }
  return fieldErrors;
}

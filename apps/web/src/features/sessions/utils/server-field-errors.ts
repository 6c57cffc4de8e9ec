import { type FieldError, getFormFieldErrors } from "@/lib/server-field-errors";
import { isSessionFormField, type SessionFormField } from "./session-form-values";

export type SessionFormFieldError = FieldError<SessionFormField>;

/** The server's refusals that belong beside a field: its details, the first per field. */
export function getSessionServerFieldErrors(error: unknown): SessionFormFieldError[] {
  return getFormFieldErrors(error, isSessionFormField, {
    // The kept image's path is not a field the admin sees; its refusal belongs to the picker.
    toFormField: (field) => (field === "image_url" ? "image" : field),
  });
}

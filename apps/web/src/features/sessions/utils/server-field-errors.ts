import { ApiError } from "@/lib/api-error";
import { isSessionFormField, type SessionFormField } from "./session-form-schema";

export type SessionFormFieldError = { field: SessionFormField; message: string };

/** The server's refusals that belong beside a field: its details, the first per field. */
export function getSessionServerFieldErrors(error: unknown): SessionFormFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fieldErrors: SessionFormFieldError[] = [];
  for (const { field, message } of error.details) {
    // The kept image's path is not a field the admin sees; its refusal belongs to the picker.
    const formField = field === "image_url" ? "image" : field;
    if (isSessionFormField(formField) && !fieldErrors.some((known) => known.field === formField)) {
      fieldErrors.push({ field: formField, message });
    }
  }
  return fieldErrors;
}

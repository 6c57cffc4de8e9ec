import { EVENT_MESSAGES } from "@events/contract";
import { ApiError } from "@/lib/api-error";
import { addFieldError, type FieldError, getDetailFieldErrors } from "@/lib/server-field-errors";
import { type EventFormField, isEventFormField } from "./event-form-schema";

export type EventFormFieldError = FieldError<EventFormField>;

/**
 * The server's refusals that belong beside a field: its details (the first per field), and an
 * unknown event admin, which may come without details.
 */
export function getEventServerFieldErrors(error: unknown): EventFormFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fieldErrors = getDetailFieldErrors(error, isEventFormField);
  const isUnknownAdmin = error.serverMessage === EVENT_MESSAGES.chooseExistingEventAdmin;
  if (!isUnknownAdmin) return fieldErrors;
  return addFieldError(fieldErrors, "event_admin_id", EVENT_MESSAGES.chooseExistingEventAdmin);
}

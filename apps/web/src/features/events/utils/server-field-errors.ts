import { EVENT_MESSAGES } from "@events/contract";
import { type FieldError, getFormFieldErrors } from "@/lib/server-field-errors";
import { type EventFormField, isEventFormField } from "./event-form-values";

export type EventFormFieldError = FieldError<EventFormField>;

/**
 * The server's refusals that belong beside a field: its details (the first per field), and an
 * unknown event admin, which may come without details.
 */
export function getEventServerFieldErrors(error: unknown): EventFormFieldError[] {
  return getFormFieldErrors(error, isEventFormField, {
    answer: { field: "event_admin_id", message: EVENT_MESSAGES.chooseExistingEventAdmin },
  });
}

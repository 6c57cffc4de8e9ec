import { EVENT_MESSAGES } from "@events/contract";
import { ApiError } from "@/lib/api-error";
import { type EventFormField, isEventFormField } from "./event-form-schema";

export type EventFormFieldError = { field: EventFormField; message: string };

/**
 * The server's refusals that belong beside a field: its details (the first per field), and an
 * unknown event admin, which may come without details.
 */
export function getEventServerFieldErrors(error: unknown): EventFormFieldError[] {
  if (!(error instanceof ApiError)) return [];
  const fieldErrors: EventFormFieldError[] = [];
  for (const { field, message } of error.details) {
    if (isEventFormField(field) && !fieldErrors.some((known) => known.field === field)) {
      fieldErrors.push({ field, message });
    }
  }
  const isUnknownAdmin = error.serverMessage === EVENT_MESSAGES.chooseExistingEventAdmin;
  if (isUnknownAdmin && !fieldErrors.some(({ field }) => field === "event_admin_id")) {
    fieldErrors.push({ field: "event_admin_id", message: EVENT_MESSAGES.chooseExistingEventAdmin });
  }
  return fieldErrors;
}

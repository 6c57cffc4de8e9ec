import { WEBHOOK_MESSAGES, type Webhook, type WebhookEventType } from "@events/contract";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";

// The webhook form's values apart from its schema (webhook-form-schema.ts): the webhooks' pages
// read a server's refusal with them on their first load, before the form and zod are needed.

export type WebhookFormValues = {
  url: string;
  event_types: WebhookEventType[];
  event_id: string;
};
type WebhookField = keyof WebhookFormValues;
export type WebhookFieldError = FieldError<WebhookField>;

const isWebhookField = isFieldAmong<WebhookField>(["url", "event_types", "event_id"]);

/** A new webhook's form: no types chosen, for the given event ('' for all events). */
export function getNewWebhookValues(eventId: string | null): WebhookFormValues {
  return { url: "", event_types: [], event_id: eventId ?? "" };
}

export function getWebhookValues(webhook: Webhook): WebhookFormValues {
  return {
    url: webhook.url,
    event_types: [...webhook.event_types],
    event_id: webhook.event_id ?? "",
  };
}

/**
 * The server's refusals beside their fields: a detail about one of the types ('event_types.2')
 * belongs to the types' field, and an event admin's webhook without an event to the event.
 */
export function getWebhookFieldErrors(error: unknown): WebhookFieldError[] {
  return getFormFieldErrors(error, isWebhookField, {
    toFormField: (field) => field.replace(/\.\d+$/, ""),
    answer: { field: "event_id", message: WEBHOOK_MESSAGES.eventRequired },
  });
}

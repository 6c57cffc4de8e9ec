import {
  createWebhookRequestSchema,
  WEBHOOK_MESSAGES,
  type Webhook,
  type WebhookEventType,
} from "@events/contract";
import { z } from "zod";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";

/**
 * The address and event types by the contract's own rules; the event is chosen from a list
 * ('' for all events), so it cannot be mistyped and the server alone judges it.
 */
export const webhookFormSchema = createWebhookRequestSchema
  .pick({ url: true, event_types: true })
  .extend({ event_id: z.string() });

export type WebhookFormValues = {
  url: string;
  event_types: WebhookEventType[];
  event_id: string;
};
export type WebhookFormOutput = z.output<typeof webhookFormSchema>;

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

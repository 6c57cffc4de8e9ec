import { z } from "zod";
import { auditChangesSchema } from "./audit.js";
import { atMostCharacters, FIELD_MESSAGES, oneOfSchema, recordIdsSchema } from "./common.js";
import { pageInfoSchema, pageQueryFields } from "./lists.js";
import {
  WEBHOOK_DELIVERY_STATUSES,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_KEPT_RESPONSE_BYTES,
  WEBHOOK_MESSAGES,
  WEBHOOK_URL_MAX_LENGTH,
} from "./webhook-constants.js";

export * from "./webhook-constants.js";

// Webhooks: the product tells other systems what changed, signed as the Standard Webhooks
// specification says (webhook-id, webhook-timestamp, webhook-signature), delivered at least once.

export const webhookParamsSchema = recordIdsSchema({ id: "webhook" });
export const webhookDeliveryParamsSchema = recordIdsSchema({
  id: "webhook",
  deliveryId: "delivery",
});

const webhookUrlSchema = z
  .string({ error: WEBHOOK_MESSAGES.urlRequired })
  .trim()
  .min(1, WEBHOOK_MESSAGES.urlRequired)
  .max(WEBHOOK_URL_MAX_LENGTH, atMostCharacters(WEBHOOK_URL_MAX_LENGTH))
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
    } catch {
      return false;
    }
  }, WEBHOOK_MESSAGES.urlInvalid)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.username === "" && url.password === "";
    } catch {
      return true;
    }
  }, WEBHOOK_MESSAGES.urlCredentials);

const eventTypesSchema = z
  .array(oneOfSchema(WEBHOOK_EVENT_TYPES, "Each event type"), {
    error: WEBHOOK_MESSAGES.eventTypesRequired,
  })
  .min(1, WEBHOOK_MESSAGES.eventTypesRequired)
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((types) => [...new Set(types)]);

export const createWebhookRequestSchema = z.object({
  url: webhookUrlSchema,
  event_types: eventTypesSchema,
  event_id: z
    .uuid(FIELD_MESSAGES.recordId("event_id", "event"))
    .nullish()
    .describe("The event whose changes are sent; left out or null: every event (system admins)"),
});
export type CreateWebhookRequest = z.input<typeof createWebhookRequestSchema>;

export const updateWebhookRequestSchema = z.object({
  url: webhookUrlSchema,
  event_types: eventTypesSchema,
  enabled: z
    .boolean({ error: FIELD_MESSAGES.trueOrFalse("enabled") })
    .describe("false stops deliveries; true starts them again, forgetting past failures"),
});
export type UpdateWebhookRequest = z.input<typeof updateWebhookRequestSchema>;

export const webhooksQuerySchema = z.object({
  event_id: z
    .uuid(FIELD_MESSAGES.recordId("event_id", "event"))
    .optional()
    .describe("Only this event's webhooks; left out: every webhook the caller may manage"),
});

export const webhookSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  event_types: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  event_id: z.uuid().nullable().describe("null: every event"),
  event_name: z.string().nullable(),
  enabled: z.boolean(),
  disabled_reason: z
    .string()
    .nullable()
    .describe(`"${WEBHOOK_MESSAGES.disabledFailing}" when the server disabled it; else null`),
  created_at: z.string().describe("UTC ISO 8601"),
  created_by: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  last_delivery: z
    .object({
      status: z.enum(WEBHOOK_DELIVERY_STATUSES),
      created_at: z.string().describe("UTC ISO 8601"),
    })
    .nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const webhooksResponseSchema = z.object({ webhooks: z.array(webhookSchema) });
export type WebhooksResponse = z.infer<typeof webhooksResponseSchema>;

export const webhookResponseSchema = z.object({ message: z.string(), webhook: webhookSchema });
export type WebhookResponse = z.infer<typeof webhookResponseSchema>;

/** GET /api/webhooks/{id}: the webhook alone. */
export const webhookDetailsResponseSchema = webhookResponseSchema.pick({ webhook: true });
export type WebhookDetailsResponse = z.infer<typeof webhookDetailsResponseSchema>;

export const createWebhookResponseSchema = webhookResponseSchema.extend({
  id: z.uuid(),
  secret: z
    .string()
    .describe("whsec_ and the base64 key: verify signatures with it; answered this once only"),
});
export type CreateWebhookResponse = z.infer<typeof createWebhookResponseSchema>;

export const webhookDeliverySchema = z.object({
  id: z.uuid(),
  webhook_id: z.string().describe("The webhook-id header: the same on every attempt (msg_…)"),
  event_type: z.string().describe("One of the event types, or webhook.test"),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  created_at: z.string().describe("UTC ISO 8601"),
  attempts: z.number().int().min(0),
  last_attempt_at: z.string().nullable().describe("UTC ISO 8601"),
  next_attempt_at: z
    .string()
    .nullable()
    .describe("UTC ISO 8601; null once it succeeded or gave up"),
  response_status: z.number().int().nullable().describe("The last attempt's HTTP status"),
  duration_ms: z.number().int().nullable().describe("The last attempt's time to answer"),
  response_body: z
    .string()
    .nullable()
    .describe(`The first ${WEBHOOK_KEPT_RESPONSE_BYTES} bytes of the last answer`),
  error: z
    .string()
    .nullable()
    .describe("Why the last attempt failed when the receiver did not answer (time-out, refused)"),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = z.object({ page: pageQueryFields.page });

export const webhookDeliveriesResponseSchema = pageInfoSchema.extend({
  deliveries: z.array(webhookDeliverySchema).describe("Newest first"),
});
export type WebhookDeliveriesResponse = z.infer<typeof webhookDeliveriesResponseSchema>;

export const webhookDeliveryResponseSchema = z.object({
  message: z.string(),
  delivery: webhookDeliverySchema,
});
export type WebhookDeliveryResponse = z.infer<typeof webhookDeliveryResponseSchema>;

/**
 * The body of every delivery, as the Standard Webhooks specification shapes it: type,
 * timestamp, data. data names what changed and how, as the activity log records it.
 */
export const webhookPayloadSchema = z.object({
  type: z.string().describe("One of the event types, or webhook.test"),
  timestamp: z.string().describe("When the change was made, UTC ISO 8601"),
  data: z.object({
    id: z.uuid().nullable().describe("The participant, registration, session, event or message"),
    event_id: z.uuid().nullable(),
    changes: auditChangesSchema.describe(
      "{field: [before, after]} as the activity log has it; a created record has null befores",
    ),
    actor: z.object({
      id: z.uuid().nullable(),
      name: z.string().nullable(),
      role: z.string(),
      via_token: z.string().nullable().describe("The API token's name, when a token made it"),
    }),
  }),
});
export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

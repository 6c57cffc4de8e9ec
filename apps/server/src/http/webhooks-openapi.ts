import {
  AUDIT_ACTION_LABELS,
  AUDIT_ENTITY_LABELS,
  WEBHOOK_DISABLE_AFTER_DAYS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_HOURS,
  WEBHOOK_TEST_EVENT_TYPE,
  WEBHOOK_TIMEOUT_SECONDS,
  webhookPayloadSchema,
} from "@events/contract";
import { z } from "zod";
import { WEBHOOK_EVENT_SOURCES } from "../audit/webhook-deliveries.js";

// The OpenAPI document's `webhooks` (OpenAPI 3.1): the POST a receiver gets for each event type,
// its body and the Standard Webhooks headers that sign it.

const SIGNATURE_HEADERS = [
  {
    name: "webhook-id",
    description:
      "The delivery's id (msg_…), the same on every attempt and on a redelivery: a receiver that saw it already can skip it.",
  },
  {
    name: "webhook-timestamp",
    description:
      "When this attempt was signed, in whole seconds since 1970-01-01 UTC: refuse one far from your clock.",
  },
  {
    name: "webhook-signature",
    description:
      "v1, a comma, and the base64 HMAC-SHA256 of `{webhook-id}.{webhook-timestamp}.{body}` keyed with the secret's bytes (the base64 after whsec_). Verify it with any Standard Webhooks library before trusting the body.",
  },
].map((header) => ({
  ...header,
  in: "header" as const,
  required: true,
  schema: { type: "string" as const },
}));

const DELIVERY_RULES =
  `Answer any 2xx within ${WEBHOOK_TIMEOUT_SECONDS} seconds to take it. Anything else (a redirect ` +
  `too: none is followed) is tried again, each wait about twice the last, for at least ` +
  `${WEBHOOK_RETRY_HOURS} hours; a webhook whose deliveries all fail for ` +
  `${WEBHOOK_DISABLE_AFTER_DAYS} days is disabled. Deliveries about one participant (or one ` +
  `registration) come in the order of the changes.`;

function whenSent(type: string): string {
  if (type === WEBHOOK_TEST_EVENT_TYPE) {
    return "Sent by the webhook's Send test, whatever it subscribes to: data.id is null and changes empty.";
  }
  const source = WEBHOOK_EVENT_SOURCES[type as keyof typeof WEBHOOK_EVENT_SOURCES];
  return `Sent for each change the activity log records as "${AUDIT_ACTION_LABELS[source.action]} · ${AUDIT_ENTITY_LABELS[source.entity_type]}": data.id is the ${source.entity_type}'s id, changes as the log has them.`;
}

/** The payload's JSON Schema with this type; `object`, as the document's types take any schema. */
function payloadSchemaOf(type: string): object {
  const { $schema: _dialect, ...json } = z.toJSONSchema(
    webhookPayloadSchema.extend({ type: z.literal(type) }),
    { io: "output", target: "draft-2020-12" },
  );
  return json;
}

/** The document's webhooks: one POST per event type, and webhook.test's. */
export const WEBHOOKS_OPENAPI = Object.fromEntries(
  [...WEBHOOK_EVENT_TYPES, WEBHOOK_TEST_EVENT_TYPE].map((type) => [
    type,
    {
      post: {
        operationId: `webhook-${type.replaceAll(/[._]/g, "-")}`,
        summary: type,
        description: `${whenSent(type)} ${DELIVERY_RULES}`,
        tags: ["webhooks"],
        // Nothing of the API's sign-in: the receiver checks the signature.
        security: [],
        parameters: SIGNATURE_HEADERS,
        requestBody: {
          required: true,
          content: { "application/json": { schema: payloadSchemaOf(type) } },
        },
        responses: {
          "200": { description: "Taken; any 2xx is" },
          default: { description: "Not taken: the delivery is tried again" },
        },
      },
    },
  ]),
);

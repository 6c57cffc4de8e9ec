import { randomBytes } from "node:crypto";
import { type WebhookEventType, type WebhookPayload, webhookPayloadSchema } from "@events/contract";
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import {
  type WebhookDeliveryRow,
  type WebhookRow,
  webhookDeliveries,
  webhooks,
} from "../../db/schema.js";

// Rows of webhooks and their deliveries for the tests, straight in the tables.

/**
 * A receiver that is not there: a sender trying it is refused at once (port 9, discard, is
 * closed), so its deliveries stay pending, to be tried again.
 */
export const UNREACHABLE_URL = "http://127.0.0.1:9/hooks/events";

/** A webhook stored straight into the table: of the event (null: every event), enabled. */
export async function insertWebhook(
  db: Database,
  eventId: string | null,
  eventTypes: readonly WebhookEventType[],
  values: Partial<Pick<WebhookRow, "enabled" | "url" | "created_by">> = {},
): Promise<WebhookRow> {
  const [row] = await db
    .insert(webhooks)
    .values({
      event_id: eventId,
      url: UNREACHABLE_URL,
      event_types: [...eventTypes],
      secret: `whsec_${randomBytes(32).toString("base64")}`,
      ...values,
    })
    .returning();
  if (!row) throw new Error("insertWebhook: nothing inserted");
  return row;
}

/** The webhook's deliveries in the order they were written. */
export function deliveriesOf(db: Database, webhookId: string): Promise<WebhookDeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.webhook_id, webhookId))
    .orderBy(asc(webhookDeliveries.seq));
}

/** A delivery's body, which must be JSON of the payload's schema. */
export function payloadOf(delivery: Pick<WebhookDeliveryRow, "body">): WebhookPayload {
  return webhookPayloadSchema.parse(JSON.parse(delivery.body));
}

/** The webhook-id of a delivery as the enqueue writes it. */
export const MESSAGE_ID_PATTERN = /^msg_[0-9a-f]{32}$/;

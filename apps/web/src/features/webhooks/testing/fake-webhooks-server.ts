import type { Webhook, WebhookDelivery } from "@events/contract";
import { EVENT_ID, numberedId } from "@/testing/factories";

export const WEBHOOKS_URL = "/api/webhooks";
export const EVENT_WEBHOOKS_URL = `${WEBHOOKS_URL}?event_id=${EVENT_ID}`;

/** A distinct, readable id for the n-th webhook or delivery. */
export function webhookId(n: number): string {
  return numberedId("c", n);
}
export function deliveryId(n: number): string {
  return numberedId("d", n);
}

export function webhookUrl(n: number): string {
  return `${WEBHOOKS_URL}/${webhookId(n)}`;
}

/** The n-th webhook: the Spring Gala's, enabled, on check-ins, never delivered yet. */
export function buildWebhook(n: number, overrides: Partial<Webhook> = {}): Webhook {
  return {
    id: webhookId(n),
    url: `https://crm.example.org/hooks/${n}`,
    event_types: ["participant.checked_in"],
    event_id: EVENT_ID,
    event_name: "Spring Gala",
    enabled: true,
    disabled_reason: null,
    created_at: "2025-03-01T09:00:00.000Z",
    created_by: { id: "00000000-0000-4000-8001-000000000001", name: "Grace Hopper" },
    last_delivery: null,
    ...overrides,
  };
}

/** The n-th delivery: a check-in sent once and answered 200 in 120 ms. */
export function buildDelivery(
  n: number,
  overrides: Partial<WebhookDelivery> = {},
): WebhookDelivery {
  return {
    id: deliveryId(n),
    webhook_id: `msg_${String(n).padStart(26, "0")}`,
    event_type: "participant.checked_in",
    status: "succeeded",
    created_at: "2025-03-05T15:30:00.000Z",
    attempts: 1,
    last_attempt_at: "2025-03-05T15:30:01.000Z",
    next_attempt_at: null,
    response_status: 200,
    duration_ms: 120,
    response_body: "ok",
    error: null,
    ...overrides,
  };
}

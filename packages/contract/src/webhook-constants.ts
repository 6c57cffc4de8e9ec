// The webhooks contract's plain values, apart from its schemas (webhooks.ts): the webhooks' pages
// draw with them on their first load, and zod should not have to come with them.

/** What a webhook may subscribe to; each is sent for the change of that name. */
export const WEBHOOK_EVENT_TYPES = [
  "participant.created",
  "participant.updated",
  "participant.deleted",
  "participant.checked_in",
  "participant.check_in_undone",
  "registration.created",
  "registration.confirmed",
  "registration.approved",
  "registration.rejected",
  "registration.cancelled",
  "registration.offered",
  "registration.offer_accepted",
  "registration.offer_declined",
  "registration.expired",
  "session.created",
  "session.updated",
  "session.deleted",
  "event.updated",
  "message.sent",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test" only, to whatever the webhook subscribes to. */
export const WEBHOOK_TEST_EVENT_TYPE = "webhook.test";

export const WEBHOOK_URL_MAX_LENGTH = 2000;
/** Webhooks per event (and system-wide ones), so one event cannot fan a change out without end. */
export const MAX_WEBHOOKS_PER_EVENT = 20;
/** How long a receiver has to answer a delivery. */
export const WEBHOOK_TIMEOUT_SECONDS = 10;
/** How much of a receiver's answer is read; the rest is not waited for. */
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;
/** How much of that answer is kept on the delivery, to show. */
export const WEBHOOK_KEPT_RESPONSE_BYTES = 1024;
/** Deliveries sent to one webhook at once; the rest wait their turn. */
export const WEBHOOK_MAX_IN_FLIGHT = 4;
/** A delivery is retried, each wait about twice the last, for at least this long. */
export const WEBHOOK_RETRY_HOURS = 26;
/** A webhook whose deliveries have all failed for this long is disabled and its owner e-mailed. */
export const WEBHOOK_DISABLE_AFTER_DAYS = 3;
/** Deliveries are kept, to show and redeliver, for this long. */
export const WEBHOOK_DELIVERY_RETENTION_DAYS = 30;
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 50;

export const WEBHOOK_MESSAGES = {
  created: "Webhook added. Copy its signing secret now: it will not be shown again.",
  updated: "Webhook saved",
  deleted: "Webhook deleted",
  notFound: "Webhook not found",
  deliveryNotFound: "Delivery not found",
  redelivering: "The delivery will be sent again",
  testQueued: "A test delivery is on its way",
  /** Redeliver and test wait for the webhook to be enabled: a disabled webhook sends nothing. */
  enableFirst: "This webhook is disabled: enable it to send deliveries",
  tooMany: `An event may have at most ${MAX_WEBHOOKS_PER_EVENT} webhooks`,
  urlRequired: "Enter the address to send to",
  urlInvalid: "Enter an address starting with http:// or https://",
  urlCredentials: "The address must not contain a user name or password",
  eventTypesRequired: "Choose at least one event type",
  /** An event admin's webhooks belong to one of their events; every event is for system admins. */
  eventRequired: "Choose the event this webhook is for",
  privateAddress:
    "Refused: the address is a loopback, private, link-local or metadata address of this network",
  timedOut: `No answer within ${WEBHOOK_TIMEOUT_SECONDS} seconds`,
  redirected: "Answered with a redirect, which is not followed",
  disabledFailing: `Disabled after failing for ${WEBHOOK_DISABLE_AFTER_DAYS} days`,
} as const;

export const WEBHOOK_DELIVERY_STATUSES = ["pending", "succeeded", "failed"] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

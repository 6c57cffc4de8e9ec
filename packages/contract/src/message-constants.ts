// The plain values of e-mail to an event's participants, apart from the schemas (messages.ts):
// the placeholders, the limits and the messages, which a page that reads a server's message by its
// code (error-codes.ts) needs without zod.

export const MESSAGE_PLACEHOLDERS = [
  "name",
  "event_name",
  "event_date",
  "venue",
  "ticket_qr",
  "app_link",
] as const;
export type MessagePlaceholder = (typeof MESSAGE_PLACEHOLDERS)[number];

export const MESSAGE_SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_BODY_MAX_LENGTH = 10_000;

export const MESSAGE_TEXTS = {
  noRecipients: "No participant matches this choice; the message would reach nobody",
  queued: "The message is being sent",
  notFound: "Message not found",
  subjectRequired: "Subject is required",
  bodyRequired: "Message is required",
  qrOnlyInBody: "{ticket_qr} can only be used in the message, not in the subject",
  subjectTooLong: (max: number) => `Subject is at most ${max} characters`,
  bodyTooLong: (max: number) => `Message is at most ${max} characters`,
} as const;

/** How a message reaches its participants; the composer's choice (me-inbox.ts reads it). */
export const MESSAGE_DELIVERIES = ["email_and_app", "app_only"] as const;
export type MessageDelivery = (typeof MESSAGE_DELIVERIES)[number];
export const DEFAULT_MESSAGE_DELIVERY: MessageDelivery = "email_and_app";
export const MESSAGE_DELIVERY_LABELS: Record<MessageDelivery, string> = {
  email_and_app: "E-mail and the app's inbox",
  app_only: "The app's inbox only (no e-mail)",
};

/**
 * cancelled: the person was erased before their copy went; it is never sent. app_only: the
 * message was posted to the app's inbox only, so no e-mail is ever sent for the copy.
 */
export const DELIVERY_STATES = ["queued", "sent", "failed", "cancelled", "app_only"] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

export const DELIVERY_STATE_LABELS: Record<DeliveryState, string> = {
  queued: "Queued",
  sent: "Sent",
  failed: "Failed",
  cancelled: "Cancelled",
  app_only: "In the app only",
};

/** 'Send tickets': the composer opens with this text. */
export const TICKET_MESSAGE_TEMPLATE = {
  subject: "Your ticket for {event_name}",
  body: [
    "Hello {name},",
    "",
    "Here is your ticket for {event_name} on {event_date} at {venue}.",
    "Show this QR code at the entrance:",
    "",
    "{ticket_qr}",
    "",
    "Your ticket and the agenda are also in the app: {app_link}",
    "",
    "See you there!",
  ].join("\n"),
} as const;

const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;

/** The placeholders a text uses that do not exist, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? "");
  return [
    ...new Set(names.filter((name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name))),
  ];
}

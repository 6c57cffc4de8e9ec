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

const PLACEHOLDER_PATTERN = /\{([^{}\s]*)\}/g;

/** The placeholders a text uses that do not exist, each once, in order. */
export function unknownPlaceholders(text: string): string[] {
  const names = [...text.matchAll(PLACEHOLDER_PATTERN)].map((match) => match[1] ?? "");
  return [
    ...new Set(names.filter((name) => !(MESSAGE_PLACEHOLDERS as readonly string[]).includes(name))),
  ];
}

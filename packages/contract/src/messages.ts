import { z } from "zod";
import { FIELD_MESSAGES, oneOfSchema, recordIdsSchema } from "./common.js";
import { pageInfoSchema, pageQueryFields } from "./lists.js";
import {
  DEFAULT_MESSAGE_DELIVERY,
  DELIVERY_STATES,
  MESSAGE_BODY_MAX_LENGTH,
  MESSAGE_DELIVERIES,
  MESSAGE_PLACEHOLDERS,
  MESSAGE_SUBJECT_MAX_LENGTH,
  MESSAGE_TEXTS,
  unknownPlaceholders,
} from "./message-constants.js";
import { PARTICIPANT_ROLES, PARTICIPANT_STATUS_FILTERS } from "./participants.js";

export * from "./message-constants.js";

// E-mail to an event's participants.

function placeholderIssue(text: string): string | undefined {
  const unknown = unknownPlaceholders(text);
  if (unknown.length === 0) return undefined;
  const list = unknown.map((name) => `{${name}}`).join(", ");
  const known = MESSAGE_PLACEHOLDERS.map((name) => `{${name}}`).join(", ");
  return `Unknown placeholder ${list}. Use ${known}`;
}

export const messageSegmentSchema = z
  .object({
    role: oneOfSchema(PARTICIPANT_ROLES, "role").optional(),
    status: oneOfSchema(PARTICIPANT_STATUS_FILTERS, "status").optional(),
    checked_in: z.boolean({ error: FIELD_MESSAGES.trueOrFalse("checked_in") }).optional(),
  })
  .describe("Which participants; a field left out does not narrow the choice");
export type MessageSegment = z.infer<typeof messageSegmentSchema>;

/** A subject or body: required, limited, and with known placeholders only. */
function messageTextSchema(
  requiredMessage: string,
  tooLongMessage: (max: number) => string,
  maxLength: number,
  isQrAllowed: boolean,
) {
  return z
    .string({ error: requiredMessage })
    .trim()
    .min(1, requiredMessage)
    .max(maxLength, tooLongMessage(maxLength))
    .superRefine((text, context) => {
      const issue =
        !isQrAllowed && text.includes("{ticket_qr}")
          ? MESSAGE_TEXTS.qrOnlyInBody
          : placeholderIssue(text);
      if (issue) context.addIssue({ code: "custom", message: issue });
    });
}

export const messageDraftSchema = z.object({
  subject: messageTextSchema(
    MESSAGE_TEXTS.subjectRequired,
    MESSAGE_TEXTS.subjectTooLong,
    MESSAGE_SUBJECT_MAX_LENGTH,
    false,
  ),
  body: messageTextSchema(
    MESSAGE_TEXTS.bodyRequired,
    MESSAGE_TEXTS.bodyTooLong,
    MESSAGE_BODY_MAX_LENGTH,
    true,
  ),
  segment: messageSegmentSchema.default({}),
  delivery: oneOfSchema(MESSAGE_DELIVERIES, "delivery")
    .default(DEFAULT_MESSAGE_DELIVERY)
    .describe("email_and_app (default): e-mailed and in the app's inbox; app_only: the inbox only"),
});
export type MessageDraft = z.infer<typeof messageDraftSchema>;
export type MessageDraftValues = z.input<typeof messageDraftSchema>;

export const messagePreviewRequestSchema = messageDraftSchema.extend({
  participant_id: z
    .uuid(FIELD_MESSAGES.recordId("participant_id", "participant"))
    .optional()
    .describe("Whose copy to show; default the first recipient by name"),
});

export const messagePreviewResponseSchema = z.object({
  recipients: z.number().int().min(0),
  preview: z
    .object({
      participant_id: z.uuid(),
      to: z.string(),
      subject: z.string(),
      text: z.string(),
      has_ticket_qr: z.boolean(),
    })
    .nullable()
    .describe("null when nobody matches"),
});
export type MessagePreviewResponse = z.infer<typeof messagePreviewResponseSchema>;

export const sendMessageResponseSchema = z.object({
  message_id: z.uuid(),
  recipients: z.number().int().min(1),
});
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>;

export const messageSummarySchema = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  subject: z.string(),
  segment: messageSegmentSchema,
  delivery: z.enum(MESSAGE_DELIVERIES),
  created_by_name: z.string().nullable(),
  created_date: z.string(),
  recipients: z.number().int(),
  queued: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messagesListResponseSchema = z.object({ messages: z.array(messageSummarySchema) });
export type MessagesListResponse = z.infer<typeof messagesListResponseSchema>;

export const messageRecipientSchema = z.object({
  id: z.uuid(),
  participant_id: z.uuid().nullable().describe("null once the participant was deleted"),
  name: z.string(),
  email: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  sent_at: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const messageRecipientsQuerySchema = z.object({
  ...pageQueryFields,
  state: oneOfSchema(DELIVERY_STATES, "state").optional(),
});
export type MessageRecipientsQuery = z.infer<typeof messageRecipientsQuerySchema>;

export const messageDetailsResponseSchema = z
  .object({
    message: messageSummarySchema.extend({ body: z.string() }),
    recipients: z.array(messageRecipientSchema),
  })
  .extend(pageInfoSchema.shape);
export type MessageDetailsResponse = z.infer<typeof messageDetailsResponseSchema>;

export const messageParamsSchema = recordIdsSchema({ id: "event", messageId: "message" });

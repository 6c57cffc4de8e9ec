import {
  type Language,
  MESSAGE_TEXTS,
  type MessageDetailsResponse,
  type MessageDraft,
  type MessagePreviewResponse,
  type MessageRecipient,
  type MessageRecipientsQuery,
  type MessageSummary,
  type MessagesListResponse,
  type SendMessageResponse,
  toPageRequest,
} from "@events/contract";
import { type AccessKernel, participantNotFound } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import type { MessageRecipientRow } from "../../db/schema.js";
import { badRequest, notFound } from "../../errors.js";
import { renderMessage } from "../../participant-messages/message-text.js";
import { appAddress } from "../../people/app-link.js";
import type { MessageDelivery } from "./message-delivery.js";
import type { MessagesRepository, MessageWithCounts } from "./messages.repository.js";

export interface MessagesServiceDependencies {
  messagesRepository: MessagesRepository;
  access: AccessKernel;
  delivery: Pick<MessageDelivery, "enqueue" | "takeQueuedNow">;
  /** The server's public address, for {app_link}. */
  publicUrl: string;
  /** The language of the fixed parts for a participant who has none (DEFAULT_LANGUAGE). */
  defaultLanguage: Language;
}

/**
 * {app_link} of a skip_otp participant in the preview: their real link signs them in, and the
 * admin who previews has no need of it.
 */
export const PERSONAL_LINK_PREVIEW = "[Their personal sign-in link to the app]";

function presentSummary({
  body: _body,
  created_by: _createdBy,
  created_date,
  ...summary
}: MessageWithCounts): MessageSummary {
  return { ...summary, created_date: created_date.toISOString() };
}

/** The copy's own fields, named one by one: the row holds more (its message, when it was read). */
function presentRecipient(row: MessageRecipientRow): MessageRecipient {
  return {
    id: row.id,
    participant_id: row.participant_id,
    name: row.name,
    email: row.email,
    state: row.state,
    attempts: row.attempts,
    last_error: row.last_error,
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}

export function createMessagesService({
  messagesRepository,
  access,
  delivery,
  publicUrl,
  defaultLanguage,
}: MessagesServiceDependencies) {
  return {
    /**
     * How many the message would reach, and one recipient's copy as it would be sent: the
     * e-mail, or the inbox's copy when the message goes to the app only.
     */
    async preview(
      caller: Caller,
      eventId: string,
      draft: MessageDraft & { participant_id?: string | undefined },
    ): Promise<MessagePreviewResponse> {
      await access.requireEvent(caller, eventId);
      const [recipients, participant, event] = await Promise.all([
        messagesRepository.countRecipients(eventId, draft.segment),
        messagesRepository.findPreviewRecipient(eventId, draft.segment, draft.participant_id),
        messagesRepository.findMessageEvent(eventId),
      ]);
      if (draft.participant_id !== undefined && !participant) {
        throw participantNotFound();
      }
      if (!participant || !event) return { recipients, preview: null };
      const isEmailed = draft.delivery === "email_and_app";
      const appLink =
        isEmailed && participant.skip_otp ? PERSONAL_LINK_PREVIEW : appAddress(publicUrl);
      const rendered = renderMessage(
        draft,
        { name: participant.name, appLink, language: participant.language ?? defaultLanguage },
        event,
        isEmailed ? "email" : "app",
      );
      return {
        recipients,
        preview: {
          participant_id: participant.id,
          to: participant.email,
          subject: rendered.subject,
          text: rendered.text,
          has_ticket_qr: rendered.hasTicketQr,
        },
      };
    },

    /**
     * Stores the message, queues one copy per recipient for the e-mail (none when it goes to
     * the app's inbox only) and logs the sending, all in one transaction. The log keeps the
     * subject as written, placeholders unfilled.
     */
    async send(actor: Actor, eventId: string, draft: MessageDraft): Promise<SendMessageResponse> {
      const created = await messagesRepository.runInTransaction(async (transaction) => {
        await access.requireEvent(actor, eventId, { in: transaction });
        const message = await transaction.insertMessage(eventId, draft, actor.user.id);
        // Refused here, so the message row goes with the transaction.
        if (message.recipientIds.length === 0) throw badRequest(MESSAGE_TEXTS.noRecipients);
        if (draft.delivery === "email_and_app") {
          await delivery.enqueue(transaction, message.recipientIds);
        }
        await transaction.audit(actor, {
          action: "send",
          entity_type: "message",
          entity_id: message.messageId,
          event_id: eventId,
          changes: {
            subject: [null, draft.subject],
            recipients: [null, message.recipientIds.length],
            delivery: [null, draft.delivery],
          },
        });
        return message;
      });
      if (draft.delivery === "email_and_app") delivery.takeQueuedNow();
      return { message_id: created.messageId, recipients: created.recipientIds.length };
    },

    async list(caller: Caller, eventId: string): Promise<MessagesListResponse> {
      await access.requireEvent(caller, eventId);
      const rows = await messagesRepository.listMessages(eventId);
      return { messages: rows.map(presentSummary) };
    },

    async details(
      caller: Caller,
      eventId: string,
      messageId: string,
      query: MessageRecipientsQuery,
    ): Promise<MessageDetailsResponse> {
      await access.requireEvent(caller, eventId);
      const message = await messagesRepository.findMessage(eventId, messageId);
      if (!message) throw notFound(MESSAGE_TEXTS.notFound);
      const { page, page_size, q } = toPageRequest(query);
      const { rows, total } = await messagesRepository.listRecipients(
        messageId,
        { state: query.state, q },
        { offset: (page - 1) * page_size, limit: page_size },
      );
      return {
        message: { ...presentSummary(message), body: message.body },
        recipients: rows.map(presentRecipient),
        total,
        page,
        page_size,
      };
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;

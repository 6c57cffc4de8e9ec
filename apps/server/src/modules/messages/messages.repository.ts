import type {
  DeliveryState,
  MessageDelivery,
  MessageDraft,
  MessageSegment,
} from "@events/contract";
import { and, asc, count, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { firstRow } from "../../db/find-row.js";
import { type PageRange, type PageWithTotal, readPageWithTotal } from "../../db/page-with-total.js";
import { checkedInCondition, participantIsActive } from "../../db/participant-conditions.js";
import {
  type EventMessageRow,
  eventMessages,
  events,
  type MessageRecipientRow,
  messageRecipients,
  type ParticipantRow,
  participants,
  searchText,
  users,
} from "../../db/schema.js";
import { containsPattern } from "../../db/search.js";
import { messageEventColumns } from "../../participant-messages/message-event-columns.js";
import type { MessageEvent } from "../../participant-messages/message-text.js";
import { type MailedTicket, mailedTicketColumns } from "../../tickets/ticket-columns.js";
import { createTransactionRunner } from "../../transactions/transaction-runner.js";

export interface MessageCounts {
  recipients: number;
  queued: number;
  sent: number;
  failed: number;
}

export type MessageWithCounts = EventMessageRow &
  MessageCounts & { created_by_name: string | null };

/** A message just stored, and its recipients' rows. */
export interface CreatedMessage {
  messageId: string;
  recipientIds: string[];
}

/** What sending one copy needs. */
export interface Delivery {
  recipient: MessageRecipientRow;
  message: Pick<EventMessageRow, "id" | "subject" | "body">;
  event: MessageEvent;
  /** The participant's ticket and sign-in, or null once the participant was deleted. */
  participant: (MailedTicket & Pick<ParticipantRow, "language">) | null;
}

/** The participants a segment chooses, always of one event. */
function segmentCondition(eventId: string, segment: MessageSegment): SQL {
  return and(
    eq(participants.event_id, eventId),
    segment.role === undefined ? undefined : eq(participants.participant_role, segment.role),
    segment.status === undefined
      ? undefined
      : sql`${participantIsActive} = ${segment.status === "active"}`,
    checkedInCondition(segment.checked_in),
  ) as SQL;
}

function stateOfNewCopies(delivery: MessageDelivery): DeliveryState {
  return delivery === "app_only" ? "app_only" : "queued";
}

const stateCount = (state: DeliveryState) =>
  sql<number>`(count(*) filter (where ${messageRecipients.state} = ${state}))::int`;

const messageColumns = {
  id: eventMessages.id,
  event_id: eventMessages.event_id,
  subject: eventMessages.subject,
  body: eventMessages.body,
  segment: eventMessages.segment,
  delivery: eventMessages.delivery,
  created_by: eventMessages.created_by,
  created_date: eventMessages.created_date,
};

/** The statements a service may combine inside one transaction. */
function createMessagesTransaction(transaction: Transaction) {
  return {
    /**
     * Stores the message and one copy per participant the segment chooses: queued for the
     * e-mail, or app_only when it is posted to the app's inbox only.
     */
    async insertMessage(
      eventId: string,
      draft: MessageDraft,
      createdBy: string,
    ): Promise<CreatedMessage> {
      const [message] = await transaction
        .insert(eventMessages)
        .values({
          event_id: eventId,
          subject: draft.subject,
          body: draft.body,
          segment: draft.segment,
          delivery: draft.delivery,
          created_by: createdBy,
        })
        .returning({ id: eventMessages.id });
      if (!message) throw new Error("The message was not stored");
      const inserted = await transaction
        .insert(messageRecipients)
        .select(
          transaction
            .select({
              id: sql`gen_random_uuid()`.as("id"),
              message_id: sql`${message.id}::uuid`.as("message_id"),
              participant_id: participants.id,
              name: participants.name,
              email: participants.email,
              state: sql`${stateOfNewCopies(draft.delivery)}`.as("state"),
              attempts: sql`0`.as("attempts"),
              last_error: sql`null`.as("last_error"),
              sent_at: sql`null::timestamptz`.as("sent_at"),
              read_at: sql`null::timestamptz`.as("read_at"),
            })
            .from(participants)
            .where(segmentCondition(eventId, draft.segment))
            // An erasure holds its person's rows until it commits: waiting for it, the copy
            // leaves out the rows it deleted instead of pointing at them (a foreign-key error).
            .for("key share"),
        )
        .returning({ id: messageRecipients.id });
      return { messageId: message.id, recipientIds: inserted.map((row) => row.id) };
    },
  };
}

export function createMessagesRepository(db: Database) {
  // The sender runs these for every copy: built once, prepared once per connection.
  const deliveriesQuery = db
    .select({
      recipient: messageRecipients,
      message: {
        id: eventMessages.id,
        subject: eventMessages.subject,
        body: eventMessages.body,
      },
      event: messageEventColumns,
      participant: { ...mailedTicketColumns, language: participants.language },
    })
    .from(messageRecipients)
    .innerJoin(eventMessages, eq(eventMessages.id, messageRecipients.message_id))
    .innerJoin(events, eq(events.id, eventMessages.event_id))
    .leftJoin(participants, eq(participants.id, messageRecipients.participant_id))
    .where(sql`${messageRecipients.id} = any(${sql.placeholder("recipientIds")}::uuid[])`)
    .prepare("find_message_deliveries");
  const markSentStatement = db
    .update(messageRecipients)
    .set({
      state: "sent",
      sent_at: sql`now()`,
      attempts: sql`${messageRecipients.attempts} + 1`,
      last_error: null,
    })
    .where(sql`${messageRecipients.id} = any(${sql.placeholder("recipientIds")}::uuid[])`)
    .prepare("mark_messages_sent");

  function selectMessages(where: SQL | undefined) {
    return db
      .select({
        ...messageColumns,
        created_by_name: users.name,
        recipients: sql<number>`count(${messageRecipients.id})::int`,
        queued: stateCount("queued"),
        sent: stateCount("sent"),
        failed: stateCount("failed"),
      })
      .from(eventMessages)
      .leftJoin(users, eq(users.id, eventMessages.created_by))
      .leftJoin(messageRecipients, eq(messageRecipients.message_id, eventMessages.id))
      .where(where)
      .groupBy(eventMessages.id, users.name);
  }

  return {
    runInTransaction: createTransactionRunner(db, createMessagesTransaction),

    async findMessageEvent(eventId: string): Promise<MessageEvent | undefined> {
      const [event] = await db
        .select(messageEventColumns)
        .from(events)
        .where(eq(events.id, eventId));
      return event;
    },

    async countRecipients(eventId: string, segment: MessageSegment): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(participants)
        .where(segmentCondition(eventId, segment));
      return row?.value ?? 0;
    },

    /** The participant named, if the segment chooses them; else the segment's first by name. */
    findPreviewRecipient(
      eventId: string,
      segment: MessageSegment,
      participantId: string | undefined,
    ): Promise<ParticipantRow | undefined> {
      return firstRow(
        db
          .select()
          .from(participants)
          .where(
            and(
              segmentCondition(eventId, segment),
              participantId === undefined ? undefined : eq(participants.id, participantId),
            ),
          )
          .orderBy(asc(participants.name), asc(participants.id)),
      );
    },

    /** The event's messages, newest first, with how many copies are in each state. */
    listMessages(eventId: string): Promise<MessageWithCounts[]> {
      return selectMessages(eq(eventMessages.event_id, eventId)).orderBy(
        desc(eventMessages.created_date),
        desc(eventMessages.id),
      );
    },

    async findMessage(eventId: string, messageId: string): Promise<MessageWithCounts | undefined> {
      const [row] = await selectMessages(
        and(eq(eventMessages.event_id, eventId), eq(eventMessages.id, messageId)),
      );
      return row;
    },

    /** One page of a message's recipients by name, and how many match in all. */
    async listRecipients(
      messageId: string,
      filters: { state?: DeliveryState | undefined; q: string },
      page: PageRange,
    ): Promise<PageWithTotal<MessageRecipientRow>> {
      const where = and(
        eq(messageRecipients.message_id, messageId),
        filters.state === undefined ? undefined : eq(messageRecipients.state, filters.state),
        filters.q === ""
          ? undefined
          : sql`${searchText(messageRecipients.name, messageRecipients.email)} like ${containsPattern(filters.q)}`,
      );
      return readPageWithTotal(
        db,
        db
          .select()
          .from(messageRecipients)
          .where(where)
          .orderBy(asc(messageRecipients.name), asc(messageRecipients.id))
          .limit(page.limit)
          .offset(page.offset),
        messageRecipients,
        where,
      );
    },

    /**
     * The copies to send of one batch, with their message, event and ticket, by recipient id;
     * a copy whose message is gone is not in the map.
     */
    async findDeliveries(recipientIds: readonly string[]): Promise<Map<string, Delivery>> {
      const rows = await deliveriesQuery.execute({ recipientIds: [...recipientIds] });
      return new Map(rows.map((row) => [row.recipient.id, row]));
    },

    /** Records copies the SMTP server accepted, in one statement. */
    async markSent(recipientIds: readonly string[]): Promise<void> {
      await markSentStatement.execute({ recipientIds: [...recipientIds] });
    },

    /** Records a refused attempt; the copy is failed when no retry is left. */
    async markAttemptFailed(recipientId: string, error: string, isFinal: boolean): Promise<void> {
      await db
        .update(messageRecipients)
        .set({
          attempts: sql`${messageRecipients.attempts} + 1`,
          last_error: error,
          ...(isFinal ? { state: "failed" as const } : {}),
        })
        .where(and(eq(messageRecipients.id, recipientId), eq(messageRecipients.state, "queued")));
    },
  };
}

export type MessagesRepository = ReturnType<typeof createMessagesRepository>;

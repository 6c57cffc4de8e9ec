import type { Language } from "@events/contract";
import { and, type Column, desc, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "../../db/client.js";
import { eventMessages, events, messageRecipients, participants } from "../../db/schema.js";
import { messageEventColumns } from "../../participant-messages/message-event-columns.js";
import type { MessageEvent } from "../../participant-messages/message-text.js";

/** The condition that keeps the copies of the caller's own participant rows (access kernel). */
export type OwnCopies = (participantIdColumn: Column) => SQL;

/** One copy of a message as the inbox shows it, before its placeholders are filled in. */
export interface InboxCopy {
  id: string;
  /** The name the copy went to, as the e-mail's {name} had it. */
  name: string;
  read_at: Date | null;
  subject: string;
  body: string;
  created_date: Date;
  event_id: string;
  event: MessageEvent;
  /** The language of the participant row the copy went to; null: the server's default. */
  language: Language | null;
}

export function createAppInboxRepository(db: Database) {
  /**
   * The copies that `own` keeps. A copy whose participant row was removed (or erased) has no
   * participant any more, so it is no one's.
   */
  function selectCopies(own: OwnCopies, where?: SQL) {
    return db
      .select({
        id: messageRecipients.id,
        name: messageRecipients.name,
        read_at: messageRecipients.read_at,
        subject: eventMessages.subject,
        body: eventMessages.body,
        created_date: eventMessages.created_date,
        event_id: eventMessages.event_id,
        event: messageEventColumns,
        language: participants.language,
      })
      .from(messageRecipients)
      .innerJoin(eventMessages, eq(eventMessages.id, messageRecipients.message_id))
      .innerJoin(events, eq(events.id, eventMessages.event_id))
      .leftJoin(participants, eq(participants.id, messageRecipients.participant_id))
      .where(and(own(messageRecipients.participant_id), where));
  }

  return {
    /** The person's copies across their events, newest first. */
    listCopies(own: OwnCopies): Promise<InboxCopy[]> {
      return selectCopies(own).orderBy(
        desc(eventMessages.created_date),
        desc(messageRecipients.id),
      );
    },

    async findCopy(own: OwnCopies, copyId: string): Promise<InboxCopy | undefined> {
      const [copy] = await selectCopies(own, eq(messageRecipients.id, copyId));
      return copy;
    },

    /** Marks the copy read the first time; answers whether it is one of `own`'s. */
    async markRead(own: OwnCopies, copyId: string): Promise<boolean> {
      const updated = await db
        .update(messageRecipients)
        .set({ read_at: sql`coalesce(${messageRecipients.read_at}, now())` })
        .where(and(eq(messageRecipients.id, copyId), own(messageRecipients.participant_id)))
        .returning({ id: messageRecipients.id });
      return updated.length > 0;
    },
  };
}

export type AppInboxRepository = ReturnType<typeof createAppInboxRepository>;

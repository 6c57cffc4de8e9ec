import { ERASED_VALUE, personKey } from "@events/contract";
import { and, asc, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type EventScope, eventIdInScope } from "../access/event-scope.js";
import type { Database, Transaction } from "../db/client.js";
import { findRow } from "../db/find-row.js";
import { type PageRange, type PageWithTotal, readPageWithTotal } from "../db/page-with-total.js";
import { isRowOfPerson, participantSearchMatches } from "../db/participant-conditions.js";
import {
  type AppPersonRow,
  type AuditLogRow,
  appChallenges,
  appPeople,
  auditLog,
  type ErasureRow,
  erasures,
  eventMessages,
  eventRegistration,
  eventSessions,
  events,
  messageRecipients,
  type ParticipantRow,
  type PasskeyRow,
  participants,
  passkeys,
  personEmail,
  type RegistrationRow,
  registrations,
  sessionBookmarks,
  webhookDeliveries,
} from "../db/schema.js";
import { containsPattern } from "../db/search.js";
import { selectDriverRows } from "../db/table-rows.js";
import { filesFreeToRemove } from "../people/participant-images.js";
import type { EventForm } from "../presenters/answers.js";
import { createTransactionRunner, type InTransaction } from "../transactions/transaction-runner.js";

/**
 * Whose data an erasure takes: a person by e-mail (their personKey) in every event, or every
 * participant of one event whose retention ran out.
 */
export type ErasureSelection =
  | { kind: "person"; email: string }
  | { kind: "retention"; eventId: string };

export type PersonParticipantRow = ParticipantRow & { event_name: string };

export type PersonRegistrationRow = RegistrationRow & { event_name: string };

export interface PersonMessageRow {
  participant_id: string;
  message_id: string;
  subject: string;
  state: (typeof messageRecipients.$inferSelect)["state"];
  attempts: number;
  sent_at: Date | null;
  created_date: Date;
}

export type PersonAuditRow = AuditLogRow & { event_name: string | null };

export interface PersonBookmarkRow {
  participant_id: string;
  session_id: string;
  session_name: string;
  created_at: Date;
}

export type NewErasure = Omit<ErasureRow, "id" | "created_at">;

/** An event whose participants are past its retention. */
export interface ExpiredEvent {
  id: string;
  retention_days: number;
}

/**
 * The participant rows of an e-mail address, compared trimmed and in any case. The lists'
 * trigram index finds the candidates (an address is searched like any text), the comparison
 * keeps the one address.
 */
function isPersonsRow(email: string): SQL {
  return and(participantSearchMatches(containsPattern(email)), isRowOfPerson(email)) as SQL;
}

/**
 * The registrations of the selection: a person's by their e-mail trimmed and in any case
 * (personEmail, as their participant rows; a "+tag" alias is another address), or every
 * registration of the event whose retention ran out.
 */
function selectedRegistrations(selection: ErasureSelection): SQL {
  return selection.kind === "person"
    ? sql`${personEmail(registrations.email)} = ${selection.email}`
    : eq(registrations.event_id, selection.eventId);
}

/**
 * The rows a person's data and erasure read, by id: their participants' and registrations', and
 * their accounts in the participants' app (whose entries are its sign-ins and passkeys': entity
 * "person").
 */
export interface PersonRowIds {
  participants: readonly string[];
  registrations: readonly string[];
  appPeople: readonly string[];
}

/**
 * The entries of these app accounts: their sign-ins (by code, ticket link or passkey) and adding,
 * removing and choosing their passkeys.
 */
function appPeopleEntryIds(appPeopleIds: readonly string[]): SQL {
  return sql`
    select ${auditLog.id} from ${auditLog}
    where ${auditLog.entity_type} = 'person'
      and ${auditLog.entity_id} = any(${sql.param(appPeopleIds)}::uuid[])`;
}

/**
 * The ids of the entries that name a person by e-mail: those whose changes hold the address
 * (indexed by migration 0011's audit_changes_emails) and the failed sign-ins that tried it.
 */
function entriesNamingEmail(email: string): SQL {
  return sql`
    select ${auditLog.id} as id, ${auditLog.entity_type} as entity_type, ${auditLog.entity_id} as entity_id
    from ${auditLog} where audit_changes_emails(${auditLog.changes}) @> array[${email}::text]
    union
    select ${auditLog.id}, ${auditLog.entity_type}, ${auditLog.entity_id}
    from ${auditLog}
    where ${auditLog.actor_role} = 'anonymous' and lower(${auditLog.actor_name}) = ${email}`;
}

/**
 * The entries that name the selection's people: every entry of one of their participant rows
 * or registrations (those of rows deleted earlier too, found by the e-mail their create or
 * delete holds), and the entries that hold their address. For a retention, the entries of the
 * event's participants and registrations.
 */
function selectedEntryIds(selection: ErasureSelection, ids: PersonRowIds): SQL {
  if (selection.kind === "retention") {
    return sql`
      select ${auditLog.id} from ${auditLog}
      where ${auditLog.event_id} = ${selection.eventId}
        and ${auditLog.entity_type} in ('participant', 'registration')
        and ${auditLog.entity_id} is not null
      union
      ${appPeopleEntryIds(ids.appPeople)}`;
  }
  return sql`
    with named as (${entriesNamingEmail(selection.email)}),
    rows_of_person as (
      select 'participant' as entity_type, unnest(${sql.param(ids.participants)}::uuid[]) as id
      union
      select 'registration', unnest(${sql.param(ids.registrations)}::uuid[])
      union
      select entity_type, entity_id from named
      where entity_type in ('participant', 'registration') and entity_id is not null
    )
    select id from named
    union
    select ${auditLog.id} from ${auditLog}
    join rows_of_person on rows_of_person.id = ${auditLog.entity_id}
      and rows_of_person.entity_type = ${auditLog.entity_type}
    union
    ${appPeopleEntryIds(ids.appPeople)}`;
}

/** The copies of messages to the selection's people, by participant or, once that went, address. */
function selectedRecipients(selection: ErasureSelection, participantIds: readonly string[]): SQL {
  if (selection.kind === "retention") {
    return sql`${messageRecipients.message_id} in (
      select ${eventMessages.id} from ${eventMessages}
      where ${eventMessages.event_id} = ${selection.eventId})`;
  }
  return sql`(${messageRecipients.participant_id} = any(${sql.param(participantIds)}::uuid[])
    or lower(${messageRecipients.email}) = ${selection.email})`;
}

/** The statements of one erasure, in its transaction. */
function createPrivacyTransaction(transaction: Transaction) {
  return {
    /**
     * Locks the event of a retention against every change (participants added or edited take
     * it FOR SHARE) and answers whether this transaction is the one erasing it: of several
     * servers sweeping at once, the others skip it rather than wait.
     */
    async claimEvent(eventId: string): Promise<boolean> {
      const [claim] = await selectDriverRows<{ claimed: boolean }>(
        transaction,
        sql`select pg_try_advisory_xact_lock(hashtext('participant-retention'), hashtext(${eventId})) as claimed`,
      );
      if (claim?.claimed !== true) return false;
      await transaction
        .select({ id: events.id })
        .from(events)
        .where(eq(events.id, eventId))
        .for("update");
      return true;
    },

    /**
     * The selection's participant rows, locked in id order: an edit of one of them waits for the
     * erasure, then finds the row gone.
     */
    lockParticipants(selection: ErasureSelection): Promise<ParticipantRow[]> {
      return transaction
        .select()
        .from(participants)
        .where(
          selection.kind === "person"
            ? isPersonsRow(selection.email)
            : eq(participants.event_id, selection.eventId),
        )
        .orderBy(asc(participants.id))
        .for("update");
    },

    /**
     * The selection's registrations, locked: a confirmation or an offer of one of them waits
     * for the erasure, then finds it gone.
     */
    lockRegistrations(selection: ErasureSelection): Promise<RegistrationRow[]> {
      return transaction
        .select()
        .from(registrations)
        .where(selectedRegistrations(selection))
        .orderBy(asc(registrations.id))
        .for("update");
    },

    /** Every entry that names the selection's people. */
    findEntries(selection: ErasureSelection, ids: PersonRowIds) {
      return transaction
        .select({
          id: auditLog.id,
          entity_type: auditLog.entity_type,
          entity_id: auditLog.entity_id,
          changes: auditLog.changes,
        })
        .from(auditLog)
        .where(sql`${auditLog.id} in (${selectedEntryIds(selection, ids)})`);
    },

    /** Replaces the values in those entries through the one path the log allows; answers how many changed. */
    async redactEntries(entryIds: readonly string[], values: readonly string[]): Promise<number> {
      if (entryIds.length === 0 || values.length === 0) return 0;
      const [result] = await selectDriverRows<{ redacted: number }>(
        transaction,
        sql`select audit_log_redact(${sql.param(entryIds)}::uuid[], ${sql.param(values)}::text[]) as redacted`,
      );
      return result?.redacted ?? 0;
    },

    /**
     * Cancels the queued copies to the selection's people and erases their name and address
     * (and an error that quotes the address) from every copy; answers how many were cancelled.
     */
    async eraseRecipients(
      selection: ErasureSelection,
      participantIds: readonly string[],
      emails: readonly string[],
    ): Promise<number> {
      const lowered = [...new Set(emails.map(personKey))];
      const updated = await selectDriverRows<{ was_queued: boolean }>(
        transaction,
        sql`
        update ${messageRecipients} as recipient set
          state = case when recipient.state = 'queued' then 'cancelled' else recipient.state end,
          name = ${ERASED_VALUE},
          email = ${ERASED_VALUE},
          last_error = case
            when exists (
              select 1 from unnest(${sql.param(lowered)}::text[]) as address
              where position(address in lower(recipient.last_error)) > 0
            ) then ${ERASED_VALUE}
            else recipient.last_error end
        from (
          select ${messageRecipients.id} as id, ${messageRecipients.state} as state
          from ${messageRecipients}
          where ${selectedRecipients(selection, participantIds)}
          order by ${messageRecipients.id}
          for update
        ) as before
        where recipient.id = before.id
        returning before.state = 'queued' as was_queued`,
      );
      return updated.filter((row) => row.was_queued).length;
    },

    /**
     * Deletes the webhooks' deliveries of these participants and registrations (by the key that
     * orders each record's deliveries: its id), sent or not: their bodies hold the person's data.
     */
    async deleteWebhookDeliveries(recordIds: readonly string[]): Promise<void> {
      if (recordIds.length === 0) return;
      await transaction
        .delete(webhookDeliveries)
        .where(inArray(webhookDeliveries.ordering_key, [...new Set(recordIds)]));
    },

    async deleteRegistrations(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await transaction.delete(registrations).where(inArray(registrations.id, [...ids]));
    },

    /** Deletes the rows; the participant counters' triggers take them off the totals. */
    async deleteParticipants(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await transaction.delete(participants).where(inArray(participants.id, [...ids]));
    },

    /**
     * The app accounts of these people (by personKey) that no participant row but these names:
     * those the erasure deletes (deleteAppPeopleLeft, once the rows are gone).
     */
    async findAppPeopleLeft(
      emails: readonly string[],
      participantIds: readonly string[],
    ): Promise<string[]> {
      if (emails.length === 0) return [];
      const rows = await transaction
        .select({ id: appPeople.id })
        .from(appPeople)
        .where(
          and(
            inArray(appPeople.email, [...emails]),
            sql`not exists (select 1 from ${participants}
              where ${isRowOfPerson(appPeople.email)}
                and ${participants.id} <> all(${sql.param(participantIds)}::uuid[]))`,
          ),
        );
      return rows.map((row) => row.id);
    },

    /** Of the erased rows' images, those to remove after the commit (see filesFreeToRemove). */
    imagesFreeToRemove(paths: readonly string[]): Promise<string[]> {
      return filesFreeToRemove(transaction, paths);
    },

    /**
     * Deletes what the participants' app holds on those of these people (by personKey) that no
     * participant row names any more: their app person, whose sessions and codes go with it, and
     * every code e-mailed to their address; their passkeys and WebAuthn challenges go with the
     * person (the foreign keys cascade). Their bookmarks went with their participant rows.
     */
    async deleteAppPeopleLeft(emails: readonly string[]): Promise<void> {
      if (emails.length === 0) return;
      const still = await transaction
        .selectDistinct({ email: personEmail(participants.email) })
        .from(participants)
        .where(sql`${personEmail(participants.email)} = any(${sql.param(emails)}::text[])`);
      const named = new Set(still.map((row) => row.email));
      const left = emails.filter((email) => !named.has(email));
      if (left.length === 0) return;
      await transaction.delete(appChallenges).where(inArray(appChallenges.email, left));
      await transaction.delete(appPeople).where(inArray(appPeople.email, left));
    },

    async insertErasure(erasure: NewErasure): Promise<ErasureRow> {
      const [row] = await transaction.insert(erasures).values(erasure).returning();
      if (!row) throw new Error("The erasure was not recorded");
      return row;
    },
  };
}

export type PrivacyTransaction = InTransaction<ReturnType<typeof createPrivacyTransaction>>;

/** How many entries a person's data lists at most, newest first. */
export const MAX_PERSON_AUDIT_ENTRIES = 1_000;

export function createPrivacyRepository(db: Database) {
  return {
    runInTransaction: createTransactionRunner(db, createPrivacyTransaction),

    /** The person's participant rows within the scope, with their events' names. */
    findParticipants(scope: EventScope, email: string): Promise<PersonParticipantRow[]> {
      return db
        .select({ participant: participants, event_name: events.event_name })
        .from(participants)
        .innerJoin(events, eq(events.id, participants.event_id))
        .where(and(isPersonsRow(email), eventIdInScope(participants.event_id, scope)))
        .orderBy(asc(events.event_name), asc(participants.id))
        .then((rows) => rows.map((row) => ({ ...row.participant, event_name: row.event_name })));
    },

    /** The person's registrations within the scope, with their events' names, oldest first. */
    findRegistrations(scope: EventScope, email: string): Promise<PersonRegistrationRow[]> {
      return db
        .select({ registration: registrations, event_name: events.event_name })
        .from(registrations)
        .innerJoin(events, eq(events.id, registrations.event_id))
        .where(
          and(
            selectedRegistrations({ kind: "person", email }),
            eventIdInScope(registrations.event_id, scope),
          ),
        )
        .orderBy(asc(registrations.created_date), asc(registrations.id))
        .then((rows) => rows.map((row) => ({ ...row.registration, event_name: row.event_name })));
    },

    /** The registration forms of these events, by event; an event without one is left out. */
    async findForms(eventIds: readonly string[]): Promise<Map<string, EventForm>> {
      if (eventIds.length === 0) return new Map();
      const rows = await db
        .select({
          event_id: eventRegistration.event_id,
          questions: eventRegistration.questions,
          removed_questions: eventRegistration.removed_questions,
        })
        .from(eventRegistration)
        .where(inArray(eventRegistration.event_id, [...new Set(eventIds)]));
      return new Map(rows.map(({ event_id, ...form }) => [event_id, form]));
    },

    /**
     * Deletes the app accounts (with their sessions and codes) of people no participant row
     * names any more, whom admins removed from their last event one by one rather than by an
     * erasure: an account is kept only while its person is somebody's participant. Answers how
     * many went.
     */
    async deleteAppPeopleWithoutEvents(): Promise<number> {
      const deleted = await db
        .delete(appPeople)
        .where(
          sql`not exists (select 1 from ${participants} where ${isRowOfPerson(appPeople.email)})`,
        )
        .returning({ id: appPeople.id });
      return deleted.length;
    },

    /** The person's account in the participants' app, if they ever signed in to it. */
    findAppAccount(email: string): Promise<AppPersonRow | undefined> {
      return findRow(db, appPeople, eq(appPeople.email, email));
    },

    /** The passkeys of the person's app account, newest first. */
    findPasskeys(personId: string): Promise<PasskeyRow[]> {
      return db
        .select()
        .from(passkeys)
        .where(eq(passkeys.person_id, personId))
        .orderBy(desc(passkeys.created_at), desc(passkeys.id));
    },

    /** The sessions these participants bookmarked in the app, oldest bookmark first. */
    findBookmarks(participantIds: readonly string[]): Promise<PersonBookmarkRow[]> {
      if (participantIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          participant_id: sessionBookmarks.participant_id,
          session_id: sessionBookmarks.session_id,
          session_name: eventSessions.name,
          created_at: sessionBookmarks.created_at,
        })
        .from(sessionBookmarks)
        .innerJoin(eventSessions, eq(eventSessions.id, sessionBookmarks.session_id))
        .where(inArray(sessionBookmarks.participant_id, [...participantIds]))
        .orderBy(asc(sessionBookmarks.created_at), asc(sessionBookmarks.session_id));
    },

    /** The copies of messages to these participants, oldest message first. */
    findMessages(participantIds: readonly string[]): Promise<PersonMessageRow[]> {
      if (participantIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          participant_id: sql<string>`${messageRecipients.participant_id}`,
          message_id: eventMessages.id,
          subject: eventMessages.subject,
          state: messageRecipients.state,
          attempts: messageRecipients.attempts,
          sent_at: messageRecipients.sent_at,
          created_date: eventMessages.created_date,
        })
        .from(messageRecipients)
        .innerJoin(eventMessages, eq(eventMessages.id, messageRecipients.message_id))
        .where(inArray(messageRecipients.participant_id, [...participantIds]))
        .orderBy(asc(eventMessages.created_date), asc(eventMessages.id));
    },

    /**
     * The entries that name the person, within the scope (a caller who sees every event also
     * sees the failed sign-ins, which belong to none), newest first, at most
     * MAX_PERSON_AUDIT_ENTRIES.
     */
    findEntries(scope: EventScope, email: string, ids: PersonRowIds): Promise<PersonAuditRow[]> {
      return db
        .select({ entry: auditLog, event_name: events.event_name })
        .from(auditLog)
        .leftJoin(events, eq(events.id, auditLog.event_id))
        .where(
          and(
            sql`${auditLog.id} in (${selectedEntryIds({ kind: "person", email }, ids)})`,
            eventIdInScope(auditLog.event_id, scope),
          ),
        )
        .orderBy(desc(auditLog.created_at), desc(auditLog.id))
        .limit(MAX_PERSON_AUDIT_ENTRIES)
        .then((rows) => rows.map((row) => ({ ...row.entry, event_name: row.event_name })));
    },

    /**
     * The events whose participants are past their retention at that moment: the end (else the
     * start), a wall-clock time in the event's zone, more than retention_days ago; only those
     * that still have participants or registrations.
     */
    findExpiredEvents(now: Date): Promise<ExpiredEvent[]> {
      return db
        .select({ id: events.id, retention_days: sql<number>`${events.retention_days}` })
        .from(events)
        .where(
          and(
            sql`${events.retention_days} is not null`,
            sql`(coalesce(${events.end_datetime}, ${events.event_datetime}) at time zone ${events.time_zone})
              + make_interval(days => ${events.retention_days}) < ${now.toISOString()}::timestamptz`,
            sql`(exists (select 1 from ${participants} where ${participants.event_id} = ${events.id})
              or exists (select 1 from ${registrations} where ${registrations.event_id} = ${events.id}))`,
          ),
        )
        .orderBy(asc(events.id));
    },

    /** A page of the record of erasures, newest first, and how many there are. */
    async listErasures(page: PageRange): Promise<PageWithTotal<ErasureRow>> {
      return readPageWithTotal(
        db,
        db
          .select()
          .from(erasures)
          .orderBy(desc(erasures.created_at), desc(erasures.id))
          .limit(page.limit)
          .offset(page.offset),
        erasures,
      );
    },
  };
}

export type PrivacyRepository = ReturnType<typeof createPrivacyRepository>;

import type { EventStatus, RegistrationCounts } from "@events/contract";
import { and, asc, eq, inArray, lt, type SQL, sql } from "drizzle-orm";
import type { AuditedBy } from "../audit/actor.js";
import { type AuditRecord, recordAuditOfEach } from "../audit/audit-entry.js";
import type { Database, Transaction } from "../db/client.js";
import {
  eventRegistration,
  events,
  mailboxKey,
  type ParticipantRow,
  participants,
  type RegistrationRow,
  registrations,
  spentChallenges,
} from "../db/schema.js";
import { selectTableRows } from "../db/table-rows.js";
import { deleteRow, insertRow, updateRow } from "../db/write-row.js";
import { messageEventColumns } from "../participant-messages/message-event-columns.js";
import type { MessageEvent } from "../participant-messages/message-text.js";
import { type MailedTicket, mailedTicketColumns } from "../tickets/ticket-columns.js";
import { createTransactionRunner, type UnitOfWork } from "../transactions/transaction-runner.js";
import { countPlaces } from "./places.js";
import type { RegistrationSettingsRow } from "./registration-settings.js";

// The SQL of registrations' life, shared by the public routes, the organiser's and the sweep.

/** The event fields registration reads: its e-mails' placeholders, its zone and whether cancelled. */
export interface RegistrationEvent extends MessageEvent {
  id: string;
  event_status: EventStatus;
}

/** An event's settings and event fields, read under its registration lock. */
export interface LockedEvent {
  settings: RegistrationSettingsRow;
  event: RegistrationEvent;
}

/** A registration with what its public answers and e-mails name of its event. */
export interface RegistrationInEvent {
  registration: RegistrationRow;
  event: RegistrationEvent;
  slug: string | null;
}

/** What an e-mail about a registration reads: it, its event, and the participant it made. */
export interface RegistrationForMail extends RegistrationInEvent {
  participant: MailedTicket | null;
}

export type NewRegistration = Pick<
  typeof registrations.$inferInsert,
  | "event_id"
  | "name"
  | "email"
  | "phone"
  | "username"
  | "answers"
  | "consent"
  | "confirm_by"
  | "language"
> & { id: string; state: "unconfirmed"; code_hash: string | null };

export type NewRegisteredParticipant = Pick<
  typeof participants.$inferInsert,
  | "id"
  | "event_id"
  | "name"
  | "email"
  | "phone"
  | "username"
  | "participant_role"
  | "answers"
  | "consent"
  | "language"
>;

/** A confirmed registration's state; waitingRank orders the waiting among those of one batch. */
export interface ConfirmedState {
  id: string;
  state: Extract<RegistrationRow["state"], "registered" | "pending" | "waiting" | "refused">;
  participantId: string | null;
  waitingRank: number | null;
}

export type RegistrationChanges = Partial<
  Pick<
    RegistrationRow,
    | "state"
    | "participant_id"
    | "code_hash"
    | "waiting_since"
    | "offered_until"
    | "reject_message"
    | "confirmed_at"
  >
>;

const registrationEventColumns = {
  id: events.id,
  event_status: events.event_status,
  ...messageEventColumns,
};

const LIVE_STATES = ["pending", "waiting", "offered"] as const;

/** Registrations whose state is one of those. */
function inStates(states: readonly RegistrationRow["state"][]): SQL {
  return inArray(registrations.state, [...states]);
}

/** Where a registration's address stands in its event. */
export interface MailboxOf {
  /** The mailbox it reaches ("+tag" aliases and case aside). */
  mailbox: string;
  /** Among the event's participants, or with a live registration other than this one. */
  isTaken: boolean;
}

/**
 * The mailbox of each registration's address, and whether it is taken in the event: the
 * duplicate rule, both indexes serving it. Keyed by registration id.
 */
async function mailboxesOf(
  executor: Database | Transaction,
  eventId: string,
  entries: readonly Pick<RegistrationRow, "id" | "email">[],
): Promise<Map<string, MailboxOf>> {
  const rows = await executor
    .select({
      id: sql<string>`given.id`,
      mailbox: sql<string>`mailbox_key(given.email)`,
      isTaken: sql<boolean>`exists (
        select 1 from ${participants}
        where ${participants.event_id} = ${eventId}
          and ${mailboxKey(participants.email)} = mailbox_key(given.email)
      ) or exists (
        select 1 from ${registrations}
        where ${registrations.event_id} = ${eventId}
          and ${mailboxKey(registrations.email)} = mailbox_key(given.email)
          and ${inStates(LIVE_STATES)}
          and ${registrations.id} <> given.id
      )`,
    })
    .from(
      sql`unnest(${sql.param(entries.map((entry) => entry.id))}::uuid[], ${sql.param(
        entries.map((entry) => entry.email),
      )}::text[]) as given(id, email)`,
    );
  return new Map(rows.map(({ id, ...mailbox }) => [id, mailbox]));
}

/** Whether the address's mailbox is taken in the event, for a registration of that id. */
async function isMailboxTaken(
  executor: Database | Transaction,
  eventId: string,
  registration: Pick<RegistrationRow, "id" | "email">,
): Promise<boolean> {
  return (
    (await mailboxesOf(executor, eventId, [registration])).get(registration.id)?.isTaken ?? false
  );
}

/** The statements of registration's changes, inside the transaction of a UnitOfWork. */
export function registrationStatements(transaction: Transaction) {
  return {
    /**
     * The event's registration lock: its settings row, FOR UPDATE, so the changes of one event's
     * registrations go one at a time whichever server makes them; with the event's fields.
     */
    async lockEvent(eventId: string): Promise<LockedEvent | undefined> {
      const [row] = await transaction
        .select({ settings: eventRegistration, event: registrationEventColumns })
        .from(eventRegistration)
        .innerJoin(events, eq(events.id, eventRegistration.event_id))
        .where(eq(eventRegistration.event_id, eventId))
        .for("update", { of: eventRegistration });
      return row;
    },

    countPlaces(eventId: string, capacity: number | null): Promise<RegistrationCounts> {
      return countPlaces(transaction, eventId, capacity);
    },

    insertRegistration(values: NewRegistration): Promise<RegistrationRow> {
      return insertRow(transaction, registrations, values);
    },

    /** The registrations of the event, locked, in the order given (missing ones left out). */
    async findForUpdate(eventId: string, ids: readonly string[]): Promise<RegistrationRow[]> {
      const rows = await transaction
        .select()
        .from(registrations)
        .where(and(eq(registrations.event_id, eventId), inArray(registrations.id, [...ids])))
        .for("update");
      const byId = new Map(rows.map((row) => [row.id, row]));
      return ids.flatMap((id) => byId.get(id) ?? []);
    },

    async update(id: string, changes: RegistrationChanges): Promise<RegistrationRow> {
      const row = await updateRow(transaction, registrations, changes, eq(registrations.id, id));
      if (!row) throw new Error("A locked registration was not there to update");
      return row;
    },

    isMailboxTaken(
      eventId: string,
      registration: Pick<RegistrationRow, "id" | "email">,
    ): Promise<boolean> {
      return isMailboxTaken(transaction, eventId, registration);
    },

    mailboxesOf(
      eventId: string,
      entries: readonly Pick<RegistrationRow, "id" | "email">[],
    ): Promise<Map<string, MailboxOf>> {
      return mailboxesOf(transaction, eventId, entries);
    },

    /** Of these usernames, those (in lower case) a participant of the event has, in any case. */
    async takenUsernames(eventId: string, usernames: readonly string[]): Promise<Set<string>> {
      const rows = await transaction
        .select({ username: sql<string>`lower(${participants.username})` })
        .from(participants)
        .where(
          and(
            eq(participants.event_id, eventId),
            sql`lower(${participants.username}) = any(${sql.param(
              usernames.map((username) => username.toLowerCase()),
            )}::text[])`,
          ),
        );
      return new Set(rows.map((row) => row.username));
    },

    /** Inserts the participants in one statement; answers them in the order given. */
    insertParticipants(values: readonly NewRegisteredParticipant[]): Promise<ParticipantRow[]> {
      return values.length === 0
        ? Promise.resolve([])
        : transaction
            .insert(participants)
            .values([...values])
            .returning();
    },

    /**
     * The confirmed registrations' new states in one statement, as of `at`: the participants
     * made for the registered, and the waiting list's order for the waiting (a microsecond
     * apart in the order given, so that the list keeps the order they were confirmed in).
     * Their place in the list is the statement's own time, not `at`: the statement runs under
     * the event's registration lock, so a batch settled later always queues behind one settled
     * earlier. `at` is taken before the lock; two servers' batches could take the lock in the
     * other order, and a waiting registrant read a position another had already been given.
     */
    async settleConfirmed(
      at: Date,
      settled: readonly ConfirmedState[],
    ): Promise<Map<string, RegistrationRow>> {
      const column = <T>(pick: (entry: ConfirmedState) => T) => sql.param(settled.map(pick));
      const rows = await selectTableRows(
        transaction,
        registrations,
        sql`update ${registrations} set
          state = given.state,
          participant_id = given.participant_id,
          waiting_since = statement_timestamp() + given.waiting_rank * interval '1 microsecond',
          confirmed_at = ${sql.param(at)}::timestamptz,
          code_hash = null,
          updated_date = now()
        from unnest(
          ${column((entry) => entry.id)}::uuid[],
          ${column((entry) => entry.state)}::text[],
          ${column((entry) => entry.participantId)}::uuid[],
          ${column((entry) => entry.waitingRank)}::int[]
        ) as given(id, state, participant_id, waiting_rank)
        where ${registrations.id} = given.id
        returning ${registrations}.*`,
      );
      return new Map(rows.map((row) => [row.id, row]));
    },

    /** Activity-log entries of several actors (the requests of one batch) in one statement. */
    auditEach(entries: readonly (readonly [AuditedBy, AuditRecord])[]): Promise<void> {
      return recordAuditOfEach(transaction, entries);
    },

    deleteParticipant(id: string): Promise<ParticipantRow | undefined> {
      return deleteRow(transaction, participants, eq(participants.id, id));
    },

    /** The waiting list's first `count`, locked, in its order. */
    nextWaiting(eventId: string, count: number): Promise<RegistrationRow[]> {
      return transaction
        .select()
        .from(registrations)
        .where(and(eq(registrations.event_id, eventId), eq(registrations.state, "waiting")))
        .orderBy(asc(registrations.waiting_since), asc(registrations.id))
        .limit(count)
        .for("update");
    },

    /** The event's offers unanswered at `now`, locked. */
    offersPast(eventId: string, now: Date): Promise<RegistrationRow[]> {
      return transaction
        .select()
        .from(registrations)
        .where(
          and(
            eq(registrations.event_id, eventId),
            eq(registrations.state, "offered"),
            lt(registrations.offered_until, now),
          ),
        )
        .for("update");
    },

    /**
     * Unconfirmed registrations past their confirm_by, at most `limit`, made "expired"; answers
     * them as they are now. Rows another sweep holds are left to it.
     */
    async expireUnconfirmed(now: Date, limit: number): Promise<RegistrationRow[]> {
      const due = transaction
        .select({ id: registrations.id })
        .from(registrations)
        .where(and(eq(registrations.state, "unconfirmed"), lt(registrations.confirm_by, now)))
        .limit(limit)
        .for("update", { skipLocked: true });
      return transaction
        .update(registrations)
        .set({ state: "expired", code_hash: null, updated_date: sql`now()` })
        .where(inArray(registrations.id, due))
        .returning();
    },
  };
}

export type RegistrationStatements = ReturnType<typeof registrationStatements>;
export type RegistrationUnit = RegistrationStatements & UnitOfWork;

export function createRegistrationsRepository(db: Database) {
  /** The registrations with their events and participants, by id; gone ones left out. */
  async function findForMail(ids: readonly string[]): Promise<Map<string, RegistrationForMail>> {
    const rows = await db
      .select({
        registration: registrations,
        event: registrationEventColumns,
        slug: eventRegistration.slug,
        participant: mailedTicketColumns,
      })
      .from(registrations)
      .innerJoin(events, eq(events.id, registrations.event_id))
      .leftJoin(eventRegistration, eq(eventRegistration.event_id, registrations.event_id))
      .leftJoin(participants, eq(participants.id, registrations.participant_id))
      .where(inArray(registrations.id, [...ids]));
    return new Map(rows.map((row) => [row.registration.id, row]));
  }

  return {
    runInTransaction: createTransactionRunner(db, registrationStatements),

    findForMail,

    async findInEvent(id: string): Promise<RegistrationForMail | undefined> {
      return (await findForMail([id])).get(id);
    },

    /** Counts a wrong code; answers how many wrong tries the unconfirmed registration has. */
    async countWrongTry(id: string): Promise<number> {
      const [row] = await db
        .update(registrations)
        .set({ wrong_tries: sql`${registrations.wrong_tries} + 1` })
        .where(and(eq(registrations.id, id), eq(registrations.state, "unconfirmed")))
        .returning({ wrongTries: registrations.wrong_tries });
      return row?.wrongTries ?? Number.POSITIVE_INFINITY;
    },

    /** Its place in its event's waiting list, 1 being next. */
    async waitingPosition(registration: RegistrationRow): Promise<number> {
      const [row] = await db
        .select({ position: sql<number>`count(*)::int` })
        .from(registrations)
        .where(
          and(
            eq(registrations.event_id, registration.event_id),
            eq(registrations.state, "waiting"),
            sql`(${registrations.waiting_since}, ${registrations.id})
              <= (select waiting_since, id from ${registrations} where id = ${registration.id})`,
          ),
        );
      return row?.position ?? 1;
    },

    isMailboxTaken(
      eventId: string,
      registration: Pick<RegistrationRow, "id" | "email">,
    ): Promise<boolean> {
      return isMailboxTaken(db, eventId, registration);
    },

    /**
     * Records a proof-of-work solution as spent until its challenge expires; false when it
     * already was.
     */
    async spendChallenge(signature: string, expiresAt: Date): Promise<boolean> {
      const inserted = await db
        .insert(spentChallenges)
        .values({ signature, expires_at: expiresAt })
        .onConflictDoNothing()
        .returning({ signature: spentChallenges.signature });
      return inserted.length > 0;
    },

    /** Forgets the spent solutions of challenges expired at `now`; answers how many. */
    async deleteSpentChallenges(now: Date): Promise<number> {
      const deleted = await db
        .delete(spentChallenges)
        .where(lt(spentChallenges.expires_at, now))
        .returning({ signature: spentChallenges.signature });
      return deleted.length;
    },

    /** The events with an offer unanswered at `now`. */
    async eventsWithOffersPast(now: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ eventId: registrations.event_id })
        .from(registrations)
        .where(and(eq(registrations.state, "offered"), lt(registrations.offered_until, now)));
      return rows.map((row) => row.eventId);
    },

    /** The events where someone is on the waiting list. */
    async eventsWithWaiting(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ eventId: registrations.event_id })
        .from(registrations)
        .where(eq(registrations.state, "waiting"));
      return rows.map((row) => row.eventId);
    },
  };
}

export type RegistrationsRepository = ReturnType<typeof createRegistrationsRepository>;

/** Registration's statements in another repository's transaction (the settings' save). */
export function registrationUnitOf(unit: UnitOfWork): RegistrationUnit {
  return {
    ...registrationStatements(unit.transaction),
    transaction: unit.transaction,
    audit: unit.audit,
  };
}

import {
  type CheckInCountResponse,
  DEVICE_SILENT_SECONDS,
  MAX_BADGES_PER_REQUEST,
} from "@events/contract";
import { and, asc, count, desc, eq, getTableColumns, inArray, type SQL, sql } from "drizzle-orm";
import type { PgUpdateSetSource } from "drizzle-orm/pg-core";
import { type EventAccess, eventAccessColumns } from "../../access/event-rows.js";
import type { Database, Transaction } from "../../db/client.js";
import { findRowForUpdate } from "../../db/find-row.js";
import { checkedInCondition, participantIsActive } from "../../db/participant-conditions.js";
import {
  checkInCodeHash,
  checkInDevices,
  events,
  type ParticipantRow,
  participants,
  renewedTickets,
} from "../../db/schema.js";
import { undoneCheckIn } from "../../db/undone-check-in.js";
import { updateRow } from "../../db/write-row.js";
import {
  appLastSignedInAtOfParticipant,
  type ParticipantWithAppSignIn,
  withAppSignIns,
} from "../../people/app-sign-ins.js";
import { preparedPerConnection } from "../../transactions/prepared-per-connection.js";
import { createTransactionRunner, type UnitOfWork } from "../../transactions/transaction-runner.js";

/** A participant with the access columns of their event. */
export interface ParticipantWithEvent {
  participant: ParticipantRow;
  event: EventAccess;
}

/** A scanned ticket: whose it is, and the access columns of their event. */
export interface Ticket {
  participant: Pick<ParticipantRow, "id" | "status">;
  event: EventAccess;
}

export interface BadgeRow {
  id: string;
  name: string;
  participant_role: string;
  check_in_code: string;
}

// Every scan at the door sends it, and answers with it: the row as the answer shows it.
const checkInStatement = preparedPerConnection((transaction) =>
  transaction
    .update(participants)
    .set({
      checked_in_at: sql`now()`,
      checked_in_by: sql`${sql.placeholder("byUserId")}`,
      // The admins' screens name no door.
      checked_in_door: null,
      checked_in_recorded_at: sql`now()`,
      check_in_changed_at: sql`now()`,
      updated_date: sql`now()`,
    })
    .where(and(eq(participants.id, sql.placeholder("id")), checkedInCondition(false)))
    .returning({
      ...getTableColumns(participants),
      app_last_signed_in_at: appLastSignedInAtOfParticipant.as("app_last_signed_in_at"),
    })
    .prepare("check_in_participant"),
);

/** The statements a service may combine inside one transaction. */
function createCheckInTransaction(transaction: Transaction) {
  /** Changes the participant if `condition` holds of them too; undefined when nothing changed. */
  function updateParticipant(
    id: string,
    changes: PgUpdateSetSource<typeof participants>,
    condition?: SQL,
  ): Promise<ParticipantRow | undefined> {
    return updateRow(transaction, participants, changes, and(eq(participants.id, id), condition));
  }

  return {
    /** The participant, locked against other changes until the transaction ends. */
    findParticipantForUpdate(id: string): Promise<ParticipantRow | undefined> {
      return findRowForUpdate(transaction, participants, eq(participants.id, id));
    },

    /**
     * Checks the participant in unless they are already: the condition is in the UPDATE, so of
     * two doors scanning one ticket at once exactly one checks in. Undefined when nothing changed.
     */
    async checkIn(id: string, byUserId: string): Promise<ParticipantWithAppSignIn | undefined> {
      const [row] = await checkInStatement(transaction).execute({ id, byUserId });
      return row;
    },

    /** Undoes a check-in and its door; undefined when the participant was not checked in. */
    undoCheckIn(id: string): Promise<ParticipantRow | undefined> {
      return updateParticipant(id, undoneCheckIn, checkedInCondition(true));
    },

    /**
     * Draws a new code (the column's default), which voids the old one; the old one's hash is
     * kept, so a door's offline scan of it is told the ticket was renewed.
     */
    async renewCode(id: string): Promise<ParticipantRow | undefined> {
      await transaction.execute(sql`
        insert into ${renewedTickets} (code_hash, participant_id, event_id)
        select ${checkInCodeHash(participants.check_in_code)}, ${participants.id}, ${participants.event_id}
        from ${participants} where ${participants.id} = ${id}
        for update
        on conflict (code_hash) do nothing`);
      return updateParticipant(id, {
        check_in_code: sql`default`,
        check_in_changed_at: sql`now()`,
      });
    },
  };
}

export type CheckInTransaction = ReturnType<typeof createCheckInTransaction> & UnitOfWork;

export function createCheckInRepository(db: Database) {
  const findById = db
    .select({ participant: participants, event: eventAccessColumns })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.event_id))
    .where(eq(participants.id, sql.placeholder("id")))
    .limit(1)
    .prepare("find_participant_with_event");
  // Each scan at the door looks its ticket up: only what checking in needs.
  const findByCode = db
    .select({
      participant: { id: participants.id, status: participants.status },
      event: eventAccessColumns,
    })
    .from(participants)
    .innerJoin(events, eq(events.id, participants.event_id))
    .where(eq(participants.check_in_code, sql.placeholder("code")))
    .limit(1)
    .prepare("find_ticket");

  return {
    /** The participant as the answers show them: with their person's last sign-in to the app. */
    async withAppSignIn(participant: ParticipantRow): Promise<ParticipantWithAppSignIn> {
      const [shown] = await withAppSignIns(db, [participant]);
      return shown ?? { ...participant, app_last_signed_in_at: null };
    },

    async findParticipant(id: string): Promise<ParticipantWithEvent | undefined> {
      const [found] = await findById.execute({ id });
      return found;
    },

    async findByCode(code: string): Promise<Ticket | undefined> {
      const [found] = await findByCode.execute({ code });
      return found;
    },

    /**
     * Active participants checked in, and all active participants: the first through the
     * partial index of those checked in, the second from the counters the triggers keep.
     */
    async countCheckedIn(eventId: string): Promise<CheckInCountResponse> {
      const checkedInHere = and(
        eq(participants.event_id, eventId),
        checkedInCondition(true),
        sql`${participantIsActive}`,
      );
      const [byDoor, [total], [devices]] = await Promise.all([
        db
          .select({ door: participants.checked_in_door, checked_in: count() })
          .from(participants)
          .where(checkedInHere)
          .groupBy(participants.checked_in_door)
          .orderBy(desc(count()), participants.checked_in_door),
        db
          .select({ value: sql<number>`coalesce(sum(count), 0)::int` })
          .from(sql`participant_counts`)
          .where(sql`event_id = ${eventId} and is_active`),
        db
          .select({
            with_unsent: sql<number>`count(*) filter (where ${checkInDevices.unsent} > 0)::int`,
            offline: sql<number>`count(*) filter (where ${checkInDevices.last_seen_at} < now() - make_interval(secs => ${DEVICE_SILENT_SECONDS}))::int`,
          })
          .from(checkInDevices)
          .where(
            and(
              eq(checkInDevices.event_id, eventId),
              sql`${checkInDevices.last_seen_at} > now() - interval '1 day'`,
            ),
          ),
      ]);
      return {
        checked_in: byDoor.reduce((sum, door) => sum + door.checked_in, 0),
        total: total?.value ?? 0,
        by_door: byDoor,
        devices_with_unsent: devices?.with_unsent ?? 0,
        devices_offline: devices?.offline ?? 0,
      };
    },

    /**
     * Badges in name order: those named, or every active participant; one more than the limit
     * is read to tell whether the list was cut.
     */
    listBadges(eventId: string, ids: readonly string[] | undefined): Promise<BadgeRow[]> {
      return db
        .select({
          id: participants.id,
          name: participants.name,
          participant_role: participants.participant_role,
          check_in_code: participants.check_in_code,
        })
        .from(participants)
        .where(
          and(
            eq(participants.event_id, eventId),
            ids === undefined ? sql`${participantIsActive}` : inArray(participants.id, [...ids]),
          ),
        )
        .orderBy(asc(participants.name), asc(participants.id))
        .limit(MAX_BADGES_PER_REQUEST + 1);
    },

    runInTransaction: createTransactionRunner(db, createCheckInTransaction),
  };
}

export type CheckInRepository = ReturnType<typeof createCheckInRepository>;

import type { SyncOutcome } from "@events/contract";
import { and, asc, eq, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client.js";
import { checkedInCondition, participantIsActive } from "../../db/participant-conditions.js";
import {
  checkInCodeHash,
  checkInDevices,
  checkInListChangedAt,
  checkInScans,
  events,
  participants,
  renewedTickets,
} from "../../db/schema.js";
import { undoneCheckIn } from "../../db/undone-check-in.js";
import { preparedPerConnection } from "../../transactions/prepared-per-connection.js";
import { createTransactionRunner, type UnitOfWork } from "../../transactions/transaction-runner.js";

/** A participant as a door's copy holds them, with who recorded their check-in and when. */
export interface DoorParticipant {
  id: string;
  name: string;
  participant_role: string;
  active: boolean;
  code_hash: string;
  checked_in_at: Date | null;
  checked_in_door: string | null;
  checked_in_by: string | null;
  checked_in_recorded_at: Date | null;
}

/** The door's columns of a participant: never e-mail, phone, username or answers. */
const doorColumns = {
  id: participants.id,
  name: participants.name,
  participant_role: participants.participant_role,
  active: participantIsActive,
  code_hash: sql<string>`${checkInCodeHash(participants.check_in_code)}`,
  checked_in_at: participants.checked_in_at,
  checked_in_door: participants.checked_in_door,
  checked_in_by: participants.checked_in_by,
  checked_in_recorded_at: participants.checked_in_recorded_at,
};

/** A participant's check-in as a sync answers it. */
export interface ShownParticipant {
  id: string;
  name: string;
  participant_role: string;
  checked_in_at: Date | null;
  checked_in_door: string | null;
}

/** A scan recorded under a nonce before: its event, its outcome, its participant as now. */
export interface RecordedScan {
  nonce: string;
  event_id: string;
  outcome: SyncOutcome;
  shown: ShownParticipant | null;
}

/** What the database already knows of one scan of a sync, before anything changes. */
export interface KnownScan {
  nonce: string;
  /** The scan recorded under this nonce before, if any. */
  recorded: RecordedScan | null;
  /** Whether its code_hash is that of a ticket of the event since renewed. */
  isRenewed: boolean;
  /** The participant of the recorded scan, or of the renewed ticket, if in the event. */
  shown: ShownParticipant | null;
}

/** What the database knows of a sync's scans, and the event's time zone to tell times in. */
export interface KnownScans {
  timeZone: string;
  scans: KnownScan[];
}

/** One scan of a sync, as the repository sends it. */
export interface ScanToResolve {
  nonce: string;
  code_hash: string | null;
}

/** A scan's outcome, to be recorded under its nonce. */
export interface ScanRecord {
  nonce: string;
  participant_id: string | null;
  scanned_at: Date;
  outcome: SyncOutcome;
}

const placeholder = sql.placeholder;

/**
 * Each statement of a sync takes its scans as one array per column (unnest), so its text and
 * number of parameters are the same for 1 scan or 500: built and planned once per connection.
 */
const resolveScansStatement = preparedPerConnection((executor) =>
  executor
    .select({
      nonce: sql<string>`scan.nonce`,
      prior_event_id: checkInScans.event_id,
      prior_outcome: checkInScans.outcome,
      is_renewed: sql<boolean>`${renewedTickets.code_hash} is not null`,
      shown_id: participants.id,
      shown_name: participants.name,
      shown_role: participants.participant_role,
      shown_checked_in_at: participants.checked_in_at,
      shown_door: participants.checked_in_door,
      time_zone: sql<string>`(select ${events.time_zone} from ${events} where ${events.id} = ${placeholder("eventId")})`,
    })
    .from(
      sql`unnest(${placeholder("nonces")}::uuid[], ${placeholder("codeHashes")}::text[]) as scan(nonce, code_hash)`,
    )
    .leftJoin(checkInScans, eq(checkInScans.nonce, sql`scan.nonce`))
    .leftJoin(
      renewedTickets,
      and(
        eq(renewedTickets.code_hash, sql`scan.code_hash`),
        eq(renewedTickets.event_id, placeholder("eventId")),
      ),
    )
    .leftJoin(
      participants,
      and(
        eq(
          participants.id,
          sql`coalesce(${checkInScans.participant_id}, ${renewedTickets.participant_id})`,
        ),
        eq(participants.event_id, placeholder("eventId")),
      ),
    )
    .prepare("door_sync_resolve_scans"),
);

// Locked in id order, so two syncs naming the same participants never wait on each other in
// a circle; the rows read are the latest, which the earliest-wins rule compares against. The
// two ways of naming a participant are two lookups, each on its own index: as one OR, an empty
// list of ids let the planner (with statistics older than the day's check-ins) read every
// checked-in participant of every event through their index, 37 ms a scan where 0.05 ms do.
const lockParticipantsStatement = preparedPerConnection((executor) =>
  executor
    .select(doorColumns)
    .from(participants)
    .where(
      sql`${participants.id} in (
        select ${participants.id} from ${participants}
          where ${participants.event_id} = ${placeholder("eventId")}
            and ${checkInCodeHash(participants.check_in_code)} = any(${placeholder("codeHashes")}::text[])
        union all
        select ${participants.id} from ${participants}
          where ${participants.event_id} = ${placeholder("eventId")}
            and ${participants.id} = any(${placeholder("participantIds")}::uuid[]))`,
    )
    .orderBy(asc(participants.id))
    .for("update")
    .prepare("door_sync_lock_participants"),
);

// The earliest scan wins even when it arrives later: it takes the check-in over.
const checkInEarliestStatement = preparedPerConnection((executor) =>
  executor
    .update(participants)
    .set({
      checked_in_at: sql`won.scanned_at`,
      checked_in_by: sql`${placeholder("userId")}::uuid`,
      checked_in_door: sql`${placeholder("door")}::text`,
      checked_in_recorded_at: sql`now()`,
      check_in_changed_at: sql`now()`,
    })
    .from(
      sql`unnest(${placeholder("participantIds")}::uuid[], ${placeholder("scannedAt")}::timestamptz[]) as won(id, scanned_at)`,
    )
    .where(
      and(
        eq(participants.id, sql`won.id`),
        eq(participants.event_id, placeholder("eventId")),
        or(isNull(participants.checked_in_at), sql`${participants.checked_in_at} > won.scanned_at`),
      ),
    )
    .returning({ id: participants.id })
    .prepare("door_sync_check_in_earliest"),
);

// In nonce order: two requests holding the same nonces wait on each other's in one order.
const recordScansStatement = preparedPerConnection((executor) =>
  executor
    .insert(checkInScans)
    .select(
      sql`select recorded.nonce, ${placeholder("eventId")}::uuid, recorded.participant_id,
        ${placeholder("userId")}::uuid, ${placeholder("deviceId")}::uuid,
        ${placeholder("door")}::text,
        recorded.scanned_at, now(), recorded.outcome
      from unnest(${placeholder("nonces")}::uuid[], ${placeholder("participantIds")}::uuid[],
        ${placeholder("scannedAt")}::timestamptz[], ${placeholder("outcomes")}::text[])
        as recorded(nonce, participant_id, scanned_at, outcome)
      order by recorded.nonce`,
    )
    .onConflictDoNothing({ target: checkInScans.nonce })
    .returning({ nonce: checkInScans.nonce })
    .prepare("door_sync_record_scans"),
);

// Only when another request recorded one of the nonces between this one's reading and writing.
const recordedScansStatement = preparedPerConnection((executor) =>
  executor
    .select({
      nonce: checkInScans.nonce,
      event_id: checkInScans.event_id,
      outcome: checkInScans.outcome,
      shown_id: participants.id,
      shown_name: participants.name,
      shown_role: participants.participant_role,
      shown_checked_in_at: participants.checked_in_at,
      shown_door: participants.checked_in_door,
    })
    .from(checkInScans)
    .leftJoin(
      participants,
      and(
        eq(participants.id, checkInScans.participant_id),
        eq(participants.event_id, checkInScans.event_id),
      ),
    )
    .where(sql`${checkInScans.nonce} = any(${placeholder("nonces")}::uuid[])`)
    .prepare("door_sync_recorded_scans"),
);

/**
 * A device's sign of life at its door, with what its count of unsent scans becomes: whenNew for
 * a device not seen before, whenSeen for one seen (excluded.* is what the insert would have held).
 */
function prepareDeviceSeen(
  executor: Database | Transaction,
  unsent: { whenNew: SQL; whenSeen: SQL },
  name: string,
) {
  return executor
    .insert(checkInDevices)
    .values({
      device_id: placeholder("deviceId"),
      event_id: placeholder("eventId"),
      user_id: placeholder("userId"),
      session_id: placeholder("sessionId"),
      door: placeholder("door"),
      unsent: unsent.whenNew,
      last_seen_at: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [checkInDevices.event_id, checkInDevices.device_id],
      set: {
        user_id: sql`excluded.user_id`,
        session_id: sql`excluded.session_id`,
        door: sql`excluded.door`,
        unsent: unsent.whenSeen,
        last_seen_at: sql`now()`,
      },
    })
    .prepare(name);
}

// A sync is the device's sign of life too; the scans it sent are no longer unsent.
const deviceSyncedStatement = preparedPerConnection((executor) =>
  prepareDeviceSeen(
    executor,
    {
      whenNew: sql`0`,
      whenSeen: sql`greatest(${checkInDevices.unsent} - ${placeholder("sent")}::int, 0)`,
    },
    "door_sync_device_synced",
  ),
);

interface ShownColumns {
  shown_id: string | null;
  shown_name: string | null;
  shown_role: string | null;
  shown_checked_in_at: Date | null;
  shown_door: string | null;
}

function shownOf(row: ShownColumns): ShownParticipant | null {
  if (row.shown_id === null || row.shown_name === null || row.shown_role === null) return null;
  return {
    id: row.shown_id,
    name: row.shown_name,
    participant_role: row.shown_role,
    checked_in_at: row.shown_checked_in_at,
    checked_in_door: row.shown_door,
  };
}

/** What a sync writes, by who, where. */
export interface SyncBatch {
  eventId: string;
  userId: string;
  /** The caller's session: a paired device's names the device in the staff list. */
  sessionId: string | null;
  deviceId: string;
  door: string;
}

function createSyncTransaction(transaction: Transaction) {
  return {
    /** Each scan's earlier record, renewed ticket and the participant of either. */
    async resolveScans(eventId: string, scans: readonly ScanToResolve[]): Promise<KnownScans> {
      const rows = await resolveScansStatement(transaction).execute({
        eventId,
        nonces: scans.map((scan) => scan.nonce),
        codeHashes: scans.map((scan) => scan.code_hash),
      });
      const known = rows.map((row) => {
        const shown = shownOf(row);
        const recorded =
          row.prior_event_id !== null && row.prior_outcome !== null
            ? { nonce: row.nonce, event_id: row.prior_event_id, outcome: row.prior_outcome, shown }
            : null;
        return { nonce: row.nonce, recorded, isRenewed: row.is_renewed, shown };
      });
      const [first] = rows;
      // The statement answers a row per scan, and a sync has at least one.
      if (!first) throw new Error("resolveScans needs at least one scan");
      return { timeZone: first.time_zone, scans: known };
    },

    /** The event's participants of these codes or ids, locked until the transaction ends. */
    lockParticipants(
      eventId: string,
      codeHashes: readonly string[],
      participantIds: readonly string[],
    ): Promise<DoorParticipant[]> {
      return lockParticipantsStatement(transaction).execute({
        eventId,
        codeHashes,
        participantIds,
      });
    },

    /**
     * Checks each participant in at their scan's time, where they are not checked in or were
     * at a later time; answers the ids it changed.
     */
    async checkInEarliest(
      batch: SyncBatch,
      winners: readonly { participantId: string; scannedAt: Date }[],
    ): Promise<string[]> {
      const rows = await checkInEarliestStatement(transaction).execute({
        eventId: batch.eventId,
        userId: batch.userId,
        door: batch.door,
        participantIds: winners.map((winner) => winner.participantId),
        scannedAt: winners.map((winner) => winner.scannedAt.toISOString()),
      });
      return rows.map((row) => row.id);
    },

    /** Records the scans under their nonces; answers the nonces it recorded (not those taken). */
    async recordScans(batch: SyncBatch, scans: readonly ScanRecord[]): Promise<Set<string>> {
      const rows = await recordScansStatement(transaction).execute({
        eventId: batch.eventId,
        userId: batch.userId,
        deviceId: batch.deviceId,
        door: batch.door,
        nonces: scans.map((scan) => scan.nonce),
        participantIds: scans.map((scan) => scan.participant_id),
        scannedAt: scans.map((scan) => scan.scanned_at.toISOString()),
        outcomes: scans.map((scan) => scan.outcome),
      });
      return new Set(rows.map((row) => row.nonce));
    },

    /** The recorded scans of these nonces, with their participants as they are now. */
    async findRecordedScans(nonces: readonly string[]): Promise<RecordedScan[]> {
      const rows = await recordedScansStatement(transaction).execute({ nonces });
      return rows.map((row) => ({
        nonce: row.nonce,
        event_id: row.event_id,
        outcome: row.outcome,
        shown: shownOf(row),
      }));
    },

    /** The device was seen now, at its door, having sent `sent` scans. */
    async markDeviceSynced(batch: SyncBatch, sent: number): Promise<void> {
      await deviceSyncedStatement(transaction).execute({ ...batch, sent });
    },
  };
}

export type SyncTransaction = ReturnType<typeof createSyncTransaction> & UnitOfWork;

function createUndoTransaction(transaction: Transaction) {
  return {
    /** The participant as the door sees them, locked until the transaction ends. */
    async findForUpdate(id: string): Promise<DoorParticipant | undefined> {
      const [row] = await transaction
        .select(doorColumns)
        .from(participants)
        .where(eq(participants.id, id))
        .for("update");
      return row;
    },

    /** Clears the check-in and its door; undefined when the participant was not checked in. */
    async undoCheckIn(id: string): Promise<DoorParticipant | undefined> {
      const [row] = await transaction
        .update(participants)
        .set(undoneCheckIn)
        .where(and(eq(participants.id, id), checkedInCondition(true)))
        .returning(doorColumns);
      return row;
    },
  };
}

export type UndoTransaction = ReturnType<typeof createUndoTransaction> & UnitOfWork;

/** The moment of a list's reading, and how many participants the event has then. */
export interface ListClock {
  now: Date;
  total: number;
}

export function createDoorCheckInRepository(db: Database) {
  const eventParticipants = eq(participants.event_id, placeholder("eventId"));
  const list = (where: SQL | undefined, name: string) =>
    db
      .select(doorColumns)
      .from(participants)
      .where(where)
      .orderBy(asc(participants.name), asc(participants.id))
      .prepare(name);
  const listAll = list(eventParticipants, "door_check_in_list");
  const listChanged = list(
    and(
      eventParticipants,
      sql`${checkInListChangedAt(participants.updated_date, participants.check_in_changed_at)} > ${placeholder("since")}::timestamptz`,
    ),
    "door_check_in_list_changed",
  );
  // participant_counts is kept by triggers and has no drizzle table.
  const clock = db
    .select({
      now: sql<string>`now()`,
      total: sql<number>`(select coalesce(sum(count), 0)::int from participant_counts where event_id = ${events.id})`,
    })
    .from(events)
    .where(eq(events.id, placeholder("eventId")))
    .prepare("door_check_in_list_clock");
  const reportDevice = prepareDeviceSeen(
    db,
    { whenNew: sql`${placeholder("unsent")}::int`, whenSeen: sql`excluded.unsent` },
    "door_report_device",
  );

  return {
    /**
     * The moment and the event's number of participants, read before the list: whatever the
     * list misses changed after this moment, so a later `since` of it finds it.
     */
    async readClock(eventId: string): Promise<ListClock | undefined> {
      const [row] = await clock.execute({ eventId });
      return row && { now: new Date(row.now), total: row.total };
    },

    /** The event's participants, or those changed after `since`, by name. */
    listParticipants(eventId: string, since: string | undefined): Promise<DoorParticipant[]> {
      return since === undefined
        ? listAll.execute({ eventId })
        : listChanged.execute({ eventId, since });
    },

    async reportDevice(report: SyncBatch & { unsent: number }): Promise<void> {
      await reportDevice.execute({ ...report });
    },

    runSync: createTransactionRunner(db, createSyncTransaction),
    runUndo: createTransactionRunner(db, createUndoTransaction),
  };
}

export type DoorCheckInRepository = ReturnType<typeof createDoorCheckInRepository>;

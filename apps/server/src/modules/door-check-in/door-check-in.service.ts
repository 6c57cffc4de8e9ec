import {
  CHECK_IN_MESSAGES,
  type CheckInEntry,
  type CheckInListResponse,
  type CheckInSyncRequest,
  type CheckInSyncResponse,
  type DeviceReportRequest,
  DOOR_STAFF_MESSAGES,
  type DoorUndoResponse,
  type MessageResponse,
  SYNC_MESSAGES,
  type SyncResult,
} from "@events/contract";
import {
  type AccessKernel,
  eventNotFound,
  participantNotFound,
  type UndoWindow,
} from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import type { Actor } from "../../audit/actor.js";
import { changesBetween } from "../../audit/audit-changes.js";
import type { AuditRecord } from "../../audit/audit-entry.js";
import { forbidden } from "../../errors.js";
import type {
  DoorCheckInRepository,
  DoorParticipant,
  ShownParticipant,
  SyncBatch,
  SyncTransaction,
} from "./door-check-in.repository.js";
import { momentSent, planSync, type TimedScan, timeScans, type Winner } from "./plan-sync.js";
import { firstOfEachNonce, syncResult } from "./sync-results.js";

export interface DoorCheckInServiceDependencies {
  repository: DoorCheckInRepository;
  access: AccessKernel;
  now?: () => Date;
}

/**
 * How far back server_time reaches: a transaction that started before the list was read and
 * commits after it stamps its change earlier than the list's moment, and is fetched next time.
 */
const LIST_OVERLAP_MS = 10_000;

function presentEntry(participant: DoorParticipant, undo: UndoWindow): CheckInEntry {
  return {
    id: participant.id,
    name: participant.name,
    participant_role: participant.participant_role,
    active: participant.active,
    code_hash: participant.code_hash,
    checked_in_at: participant.checked_in_at?.toISOString() ?? null,
    checked_in_door: participant.checked_in_door,
    may_undo: undo.may,
    undo_until: undo.until?.toISOString() ?? null,
  };
}

/** The log's entry of a check-in a sync wrote or took over: its time and door, before and after. */
function checkInRecord(
  eventId: string,
  door: string,
  before: DoorParticipant,
  winner: Winner,
): AuditRecord {
  return {
    action: "check_in",
    entity_type: "participant",
    entity_id: winner.participantId,
    event_id: eventId,
    changes: changesBetween(
      { checked_in_at: before.checked_in_at, checked_in_door: before.checked_in_door },
      { checked_in_at: winner.scannedAt, checked_in_door: door },
      ["checked_in_at", "checked_in_door"],
    ),
  };
}

/**
 * The participants as the sync leaves them: those it read, locked, with the check-ins it wrote;
 * any other shown (a replayed scan's, a renewed ticket's) as it was read.
 */
function participantsAfter(
  locked: readonly DoorParticipant[],
  winners: readonly Winner[],
  door: string,
): (shown: ShownParticipant | null) => ShownParticipant | null {
  const after = new Map<string, ShownParticipant>(locked.map((row) => [row.id, row]));
  for (const winner of winners) {
    const row = after.get(winner.participantId);
    if (row) {
      after.set(row.id, { ...row, checked_in_at: winner.scannedAt, checked_in_door: door });
    }
  }
  return (shown) => (shown && after.get(shown.id)) ?? shown;
}

export function createDoorCheckInService({
  repository,
  access,
  now = () => new Date(),
}: DoorCheckInServiceDependencies) {
  return {
    /** The event's check-in list as a door keeps it, or what changed in it since `since`. */
    async list(
      caller: Caller,
      eventId: string,
      since: string | undefined,
    ): Promise<CheckInListResponse> {
      await access.door.requireEvent(caller, eventId);
      const clock = await repository.readClock(eventId);
      if (!clock) throw eventNotFound();
      const rows = await repository.listParticipants(
        eventId,
        since === undefined ? undefined : momentSent(since).toISOString(),
      );
      const at = now();
      return {
        server_time: new Date(clock.now.getTime() - LIST_OVERLAP_MS).toISOString(),
        complete: since === undefined,
        total: clock.total,
        participants: rows.map((row) => presentEntry(row, access.door.undoWindow(caller, row, at))),
      };
    },

    /** What a device last reported: its door, how many scans it holds unsent, and that it lives. */
    async reportDevice(
      caller: Caller,
      eventId: string,
      deviceId: string,
      report: DeviceReportRequest,
    ): Promise<MessageResponse> {
      await access.door.requireEvent(caller, eventId);
      await repository.reportDevice({
        eventId,
        deviceId,
        userId: caller.user.id,
        sessionId: caller.session?.id ?? null,
        ...report,
      });
      return { message: SYNC_MESSAGES.deviceReported };
    },

    /**
     * A device's queued scans, in one transaction: each nonce counts once, and of several scans
     * of one ticket the earliest is the check-in, even when it arrives after a later one.
     */
    async sync(actor: Actor & Caller, request: CheckInSyncRequest): Promise<CheckInSyncResponse> {
      const batch: SyncBatch = {
        eventId: request.event_id,
        userId: actor.user.id,
        sessionId: actor.session?.id ?? null,
        deviceId: request.device_id,
        door: request.door,
      };
      const at = now();
      const scans = timeScans(firstOfEachNonce(request.scans), at);
      const results = await repository.runSync(async (transaction) => {
        await access.door.requireEvent(actor, batch.eventId, { in: transaction });
        return syncInTransaction(transaction, actor, batch, scans, at);
      });
      return {
        results: request.scans.flatMap((scan) => {
          const result = results.get(scan.nonce);
          return result ? [result] : [];
        }),
      };
    },

    /**
     * Undoes a check-in from the door: admins any; door staff their own, for a few minutes.
     * On a participant not checked in it changes nothing.
     */
    async undo(actor: Actor & Caller, participantId: string): Promise<DoorUndoResponse> {
      return repository.runUndo(async (transaction) => {
        const event = await access.door.requireEventOfParticipant(actor, participantId, {
          in: transaction,
        });
        const before = await transaction.findForUpdate(participantId);
        if (!before) throw participantNotFound();
        const at = now();
        if (before.checked_in_at === null) {
          return {
            message: CHECK_IN_MESSAGES.notCheckedIn,
            entry: presentEntry(before, access.door.undoWindow(actor, before, at)),
          };
        }
        if (!access.door.undoWindow(actor, before, at).may) {
          throw forbidden(DOOR_STAFF_MESSAGES.undoNotAllowed);
        }
        const after = await transaction.undoCheckIn(participantId);
        // Locked and checked in: the update found it.
        if (!after) throw new Error("The locked check-in was not undone");
        await transaction.audit(actor, {
          action: "undo_check_in",
          entity_type: "participant",
          entity_id: participantId,
          event_id: event.id,
          changes: changesBetween(before, after, ["checked_in_at", "checked_in_door"]),
        });
        return {
          message: CHECK_IN_MESSAGES.undone,
          entry: presentEntry(after, access.door.undoWindow(actor, after, at)),
        };
      });
    },
  };
}

/**
 * The sync's statements, a fixed number whatever the batch's size: what is known of the scans,
 * the participants they name (locked), the check-ins, the scans' records, the log and the device;
 * and, only when a retry raced this request, the nonces the other one recorded.
 */
async function syncInTransaction(
  transaction: SyncTransaction,
  actor: Actor,
  batch: SyncBatch,
  scans: readonly TimedScan[],
  at: Date,
): Promise<Map<string, SyncResult>> {
  const { timeZone, scans: knownScans } = await transaction.resolveScans(
    batch.eventId,
    scans.map((scan) => ({ nonce: scan.nonce, code_hash: scan.code_hash ?? null })),
  );
  const known = new Map(knownScans.map((scan) => [scan.nonce, scan]));
  const fresh = scans.filter((scan) => !known.get(scan.nonce)?.recorded);
  const locked = await lockNamed(transaction, batch.eventId, fresh);
  const plan = planSync(fresh, locked, known, at);
  if (plan.winners.length > 0) {
    const changed = await transaction.checkInEarliest(batch, plan.winners);
    // The rows are locked: what was read of them is what the update compared.
    if (changed.length !== plan.winners.length) {
      throw new Error("A locked participant's check-in changed during the sync");
    }
  }
  const recorded =
    plan.decisions.length > 0
      ? await transaction.recordScans(
          batch,
          plan.decisions.map(({ scan, outcome, participantId }) => ({
            nonce: scan.nonce,
            participant_id: participantId,
            scanned_at: scan.at,
            outcome,
          })),
        )
      : new Set<string>();
  // A retry sent while the first request still ran: the first one's record holds.
  const taken = plan.decisions.filter(({ scan }) => !recorded.has(scan.nonce));
  const racedRecords =
    taken.length > 0
      ? await transaction.findRecordedScans(taken.map(({ scan }) => scan.nonce))
      : [];
  const lockedById = new Map(locked.map((row) => [row.id, row]));
  await transaction.audit(
    actor,
    plan.winners.flatMap((winner) => {
      const before = lockedById.get(winner.participantId);
      return before ? [checkInRecord(batch.eventId, batch.door, before, winner)] : [];
    }),
  );
  await transaction.markDeviceSynced(batch, scans.length);

  const shownAfter = participantsAfter(locked, plan.winners, batch.door);
  const results = new Map<string, SyncResult>();
  for (const { scan, outcome, participantId } of plan.decisions) {
    const shown = participantId
      ? (lockedById.get(participantId) ?? known.get(scan.nonce)?.shown ?? null)
      : null;
    results.set(scan.nonce, syncResult(scan.nonce, outcome, shownAfter(shown), timeZone));
  }
  const earlier = [...knownScans.flatMap((scan) => scan.recorded ?? []), ...racedRecords];
  for (const record of earlier) {
    // A nonce another event's scan holds is no ticket of this one.
    results.set(
      record.nonce,
      record.event_id === batch.eventId
        ? syncResult(record.nonce, record.outcome, shownAfter(record.shown), timeZone)
        : syncResult(record.nonce, "unknown_ticket", null, timeZone),
    );
  }
  return results;
}

/** The event's participants the new scans name, by code or id, locked. */
function lockNamed(
  transaction: SyncTransaction,
  eventId: string,
  scans: readonly TimedScan[],
): Promise<DoorParticipant[]> {
  if (scans.length === 0) return Promise.resolve([]);
  const codeHashes = scans.flatMap((scan) => scan.code_hash ?? []);
  const participantIds = scans.flatMap((scan) => scan.participant_id ?? []);
  return transaction.lockParticipants(eventId, codeHashes, participantIds);
}

export type DoorCheckInService = ReturnType<typeof createDoorCheckInService>;

import type { CheckInSyncRequest, SyncResult } from "@events/contract";
import { changesBetween } from "@events/server/dist/audit/audit-changes.js";
import type { AuditRecord } from "@events/server/dist/audit/audit-entry.js";
import type {
  DoorParticipant,
  KnownScan,
  ShownParticipant,
  SyncBatch,
} from "@events/server/dist/modules/door-check-in/door-check-in.repository.js";
import {
  planSync,
  type ScanDecision,
  type TimedScan,
  timeScans,
  type Winner,
} from "@events/server/dist/modules/door-check-in/plan-sync.js";
import {
  firstOfEachNonce,
  syncResult,
} from "@events/server/dist/modules/door-check-in/sync-results.js";
import type { RecordedQuery } from "./recorded-sql.js";
import type { StatementToSend } from "./registration-statements.js";

// The statements of a door's sync as the application sends them, recorded from its own door
// check-in service (door-check-in.ts), the parameters each takes, and the one transaction the
// baseline runs them in. The decisions are the application's own plain functions (timeScans,
// planSync, changesBetween, timeOfDayIn); the recording runs this transaction and the
// application's on the same rows and checks that every statement, parameter and answer is the same.

/** A sync's statements up to its log entries, in the order the application sends them. */
const UP_TO_THE_LOG = [
  "begin",
  "eventForShare",
  "staffed",
  "resolveScans",
  "lockParticipants",
  "checkInEarliest",
  "recordScans",
] as const;

/** A sync that checks several people in: their log entries in one statement of arrays. */
export const SYNC_PATH = [...UP_TO_THE_LOG, "auditEntries", "deviceSynced", "commit"] as const;

/** A sync that checks one person in: the log's statement of one entry. */
export const ONE_CHECK_IN_PATH = [
  ...UP_TO_THE_LOG,
  "auditEntry",
  "deviceSynced",
  "commit",
] as const;

/** What every request of a device runs before the route: its session, touched once a minute. */
export const SESSION_PATH = ["session", "touchSession"] as const;

type SyncStatement = (typeof SYNC_PATH)[number] | (typeof ONE_CHECK_IN_PATH)[number];
export type DoorStatement = SyncStatement | (typeof SESSION_PATH)[number];
export type RecordedDoorSql = Record<DoorStatement, RecordedQuery>;

/** A statement as pg sends it, under the name the application prepares it with, if any. */
export interface NamedStatement extends StatementToSend {
  name?: string;
}

/** The device's caller, as the activity log names them. */
export interface DoorCaller {
  user: { id: string; name: string; type: string };
  session: { id: string; device_event_id: string | null };
  ip: string;
  userAgent: string | null;
}

/**
 * The statements with this request's parameters. Constants the application binds as parameters
 * (a LIMIT) are sent as recorded.
 */
export function doorStatements(sql: RecordedDoorSql) {
  const send = (query: RecordedQuery, values: unknown[]): NamedStatement => ({
    ...(query.name === undefined ? {} : { name: query.name }),
    text: query.text,
    values,
  });
  const actorOf = (caller: DoorCaller) => [caller.user.id, caller.user.name, caller.user.type];
  const times = (moments: readonly Date[]) => moments.map((moment) => moment.toISOString());
  return {
    session: (tokenHash: string) => send(sql.session, [tokenHash, ...sql.session.params.slice(1)]),
    touchSession: (sessionId: string, at: Date) =>
      send(sql.touchSession, [at.toISOString(), sessionId]),
    begin: () => send(sql.begin, []),
    commit: () => send(sql.commit, []),
    eventForShare: (eventId: string) => send(sql.eventForShare, [eventId]),
    staffed: (eventId: string, userId: string) =>
      send(sql.staffed, [eventId, userId, ...sql.staffed.params.slice(2)]),
    resolveScans: (eventId: string, scans: readonly TimedScan[]) =>
      send(sql.resolveScans, [
        eventId,
        scans.map((scan) => scan.nonce),
        scans.map((scan) => scan.code_hash ?? null),
        eventId,
        eventId,
      ]),
    lockParticipants: (eventId: string, scans: readonly TimedScan[]) =>
      // The event twice: once for each lookup, by code hash and by id.
      send(sql.lockParticipants, [
        eventId,
        scans.flatMap((scan) => scan.code_hash ?? []),
        eventId,
        scans.flatMap((scan) => scan.participant_id ?? []),
      ]),
    checkInEarliest: (batch: SyncBatch, winners: readonly Winner[]) =>
      send(sql.checkInEarliest, [
        batch.userId,
        batch.door,
        winners.map((winner) => winner.participantId),
        times(winners.map((winner) => winner.scannedAt)),
        batch.eventId,
      ]),
    recordScans: (batch: SyncBatch, decisions: readonly ScanDecision[]) =>
      send(sql.recordScans, [
        batch.eventId,
        batch.userId,
        batch.deviceId,
        batch.door,
        decisions.map((decision) => decision.scan.nonce),
        decisions.map((decision) => decision.participantId),
        times(decisions.map((decision) => decision.scan.at)),
        decisions.map((decision) => decision.outcome),
      ]),
    /** One entry a statement of its own; several, one statement of an array per column. */
    audit: (caller: DoorCaller, records: readonly AuditRecord[]) => {
      // A door's sync is never made with an API token: via_token is null.
      const origin = [caller.ip, caller.userAgent, null];
      const [only] = records;
      if (only && records.length === 1) {
        return send(sql.auditEntry, [
          ...actorOf(caller),
          only.action,
          only.entity_type,
          only.entity_id,
          only.event_id,
          JSON.stringify(only.changes ?? {}),
          ...origin,
        ]);
      }
      return send(sql.auditEntries, [
        ...actorOf(caller),
        ...origin,
        records.map((record) => record.action),
        records.map((record) => record.entity_type),
        records.map((record) => record.entity_id),
        records.map((record) => record.event_id),
        records.map((record) => JSON.stringify(record.changes ?? {})),
      ]);
    },
    deviceSynced: (batch: SyncBatch, sent: number) =>
      send(sql.deviceSynced, [
        batch.deviceId,
        batch.eventId,
        batch.userId,
        batch.sessionId,
        batch.door,
        sent,
      ]),
  };
}

export type DoorStatements = ReturnType<typeof doorStatements>;

/** Sends one statement and answers its rows as arrays, in the order its columns are selected. */
export type RunStatement = (statement: NamedStatement) => Promise<unknown[][]>;

/** A failure of the bench, not an answer: it sends each nonce once, as door staff of the event. */
export class NotMeasured extends Error {}

/** A participant's columns from the resolving statement (id, name, role, check-in, door). */
function shownOf(cells: unknown[]): ShownParticipant | null {
  const [id, name, role, checkedInAt, door] = cells;
  if (id === null || name === null || role === null) return null;
  return {
    id: id as string,
    name: name as string,
    participant_role: role as string,
    checked_in_at: checkedInAt as Date | null,
    checked_in_door: door as string | null,
  };
}

/** A locked row, in the order the locking statement selects the door's columns. */
function lockedOf(cells: unknown[]): DoorParticipant {
  const [id, name, role, active, codeHash, checkedInAt, door, by, recordedAt] = cells;
  return {
    id: id as string,
    name: name as string,
    participant_role: role as string,
    active: active as boolean,
    code_hash: codeHash as string,
    checked_in_at: checkedInAt as Date | null,
    checked_in_door: door as string | null,
    checked_in_by: by as string | null,
    checked_in_recorded_at: recordedAt as Date | null,
  };
}

/**
 * The sync of a door's scans in one transaction of the application's statements: the event
 * kept (FOR SHARE), the caller found among its staff, what is known of the scans, the
 * participants they name locked, the earliest scans' check-ins, the scans recorded, the log, the
 * device's sign of life. Answers one result per scan, in the request's order. The caller rolls
 * back on a throw.
 */
export async function syncInOneTransaction(
  run: RunStatement,
  statements: DoorStatements,
  caller: DoorCaller,
  request: CheckInSyncRequest,
  at: Date,
): Promise<SyncResult[]> {
  const batch: SyncBatch = {
    eventId: request.event_id,
    userId: caller.user.id,
    sessionId: caller.session.id,
    deviceId: request.device_id,
    door: request.door,
  };
  const scans = timeScans(firstOfEachNonce(request.scans), at);
  await run(statements.begin());
  const [event] = await run(statements.eventForShare(batch.eventId));
  const deviceEvent = caller.session.device_event_id;
  if (!event || caller.user.type !== "door_staff" || (deviceEvent ?? batch.eventId) !== event[0]) {
    throw new NotMeasured("Not a door staff member's device at this event");
  }
  if ((await run(statements.staffed(batch.eventId, batch.userId))).length === 0) {
    throw new NotMeasured("Not on the event's door staff");
  }
  const resolved = await run(statements.resolveScans(batch.eventId, scans));
  if (resolved.some(([, priorEventId]) => priorEventId !== null)) {
    throw new NotMeasured("A nonce sent before");
  }
  const timeZone = String(resolved[0]?.[9]);
  const known = new Map<string, KnownScan>(
    resolved.map(([nonce, , , isRenewed, ...shown]) => [
      nonce as string,
      {
        nonce: nonce as string,
        recorded: null,
        isRenewed: isRenewed === true,
        shown: shownOf(shown),
      },
    ]),
  );
  const locked =
    scans.length > 0
      ? (await run(statements.lockParticipants(batch.eventId, scans))).map(lockedOf)
      : [];
  const plan = planSync(scans, locked, known, at);
  if (plan.winners.length > 0) {
    const changed = await run(statements.checkInEarliest(batch, plan.winners));
    if (changed.length !== plan.winners.length) {
      throw new Error("A locked participant's check-in changed during the sync");
    }
  }
  if (plan.decisions.length > 0) {
    const recorded = await run(statements.recordScans(batch, plan.decisions));
    if (recorded.length !== plan.decisions.length) throw new NotMeasured("A retry raced this one");
  }
  const lockedById = new Map(locked.map((row) => [row.id, row]));
  const records = plan.winners.flatMap((winner): AuditRecord[] => {
    const before = lockedById.get(winner.participantId);
    if (!before) return [];
    return [
      {
        action: "check_in",
        entity_type: "participant",
        entity_id: winner.participantId,
        event_id: batch.eventId,
        changes: changesBetween(
          { checked_in_at: before.checked_in_at, checked_in_door: before.checked_in_door },
          { checked_in_at: winner.scannedAt, checked_in_door: batch.door },
          ["checked_in_at", "checked_in_door"],
        ),
      },
    ];
  });
  if (records.length > 0) await run(statements.audit(caller, records));
  await run(statements.deviceSynced(batch, scans.length));
  await run(statements.commit());

  const after = new Map<string, ShownParticipant>(locked.map((row) => [row.id, row]));
  for (const winner of plan.winners) {
    const row = after.get(winner.participantId);
    if (row) {
      after.set(row.id, { ...row, checked_in_at: winner.scannedAt, checked_in_door: batch.door });
    }
  }
  const results = new Map<string, SyncResult>();
  for (const { scan, outcome, participantId } of plan.decisions) {
    const shown = participantId
      ? (lockedById.get(participantId) ?? known.get(scan.nonce)?.shown ?? null)
      : null;
    results.set(
      scan.nonce,
      syncResult(scan.nonce, outcome, (shown && after.get(shown.id)) ?? shown, timeZone),
    );
  }
  return request.scans.flatMap((scan) => results.get(scan.nonce) ?? []);
}

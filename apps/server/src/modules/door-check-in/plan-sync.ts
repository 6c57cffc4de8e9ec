import { MAX_SCAN_AGE_DAYS, type SyncOutcome, type SyncScan } from "@events/contract";
import type { DoorParticipant, KnownScan } from "./door-check-in.repository.js";

/** A scan with the moment it counts at: one from a clock ahead of the server's counts as now. */
export interface TimedScan extends SyncScan {
  at: Date;
}

/** What became of one new scan, and whose ticket it was. */
export interface ScanDecision {
  scan: TimedScan;
  outcome: SyncOutcome;
  participantId: string | null;
}

/** A check-in to write: the participant's earliest scan, earlier than any they had. */
export interface Winner {
  participantId: string;
  scannedAt: Date;
}

export interface SyncPlan {
  /** Earliest scan first. */
  decisions: ScanDecision[];
  /** In participant id order. */
  winners: Winner[];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A moment a device sent (ISO 8601), taken as 1970 if earlier: ISO 8601 reaches back to year 0,
 * which PostgreSQL has no year for, and nothing at a door happened before 1970.
 */
export function momentSent(text: string): Date {
  return new Date(Math.max(Date.parse(text), 0));
}

/** The moment each scan counts at: its own, or now when the device's clock ran ahead. */
export function timeScans(scans: readonly SyncScan[], now: Date): TimedScan[] {
  return scans.map((scan) => {
    const scannedAt = momentSent(scan.scanned_at);
    return { ...scan, at: scannedAt > now ? now : scannedAt };
  });
}

/** Earliest first, ties by nonce: the order in which scans decide who was first. */
function byTime(a: TimedScan, b: TimedScan): number {
  return a.at.getTime() - b.at.getTime() || (a.nonce < b.nonce ? -1 : a.nonce > b.nonce ? 1 : 0);
}

/**
 * Decides each new scan of a sync against the participants as locked: too old, a ticket
 * unknown, renewed or of someone inactive, or a check-in. Of the check-ins the earliest scan
 * wins, against the participant's current one and the batch's other scans alike; the others are
 * already checked in.
 */
export function planSync(
  scans: readonly TimedScan[],
  locked: readonly DoorParticipant[],
  known: ReadonlyMap<string, KnownScan>,
  now: Date,
): SyncPlan {
  const byCode = new Map(locked.map((participant) => [participant.code_hash, participant]));
  const byId = new Map(locked.map((participant) => [participant.id, participant]));
  const checkedInAt = new Map(
    locked.map((participant) => [participant.id, participant.checked_in_at]),
  );
  const oldest = now.getTime() - MAX_SCAN_AGE_DAYS * DAY_MS;
  const winners = new Map<string, Winner>();

  const decide = (scan: TimedScan): Omit<ScanDecision, "scan"> => {
    if (scan.at.getTime() < oldest) return { outcome: "too_old", participantId: null };
    const participant =
      scan.code_hash !== undefined
        ? byCode.get(scan.code_hash)
        : byId.get(scan.participant_id ?? "");
    if (!participant) {
      if (scan.code_hash === undefined)
        return { outcome: "participant_not_found", participantId: null };
      const renewed = known.get(scan.nonce);
      return renewed?.isRenewed
        ? { outcome: "ticket_renewed", participantId: renewed.shown?.id ?? null }
        : { outcome: "unknown_ticket", participantId: null };
    }
    if (!participant.active) return { outcome: "inactive", participantId: participant.id };
    const current = checkedInAt.get(participant.id) ?? null;
    if (current !== null && current <= scan.at) {
      return { outcome: "already_checked_in", participantId: participant.id };
    }
    checkedInAt.set(participant.id, scan.at);
    winners.set(participant.id, { participantId: participant.id, scannedAt: scan.at });
    return { outcome: "checked_in", participantId: participant.id };
  };

  const decisions = [...scans].sort(byTime).map((scan) => ({ scan, ...decide(scan) }));
  const ordered = [...winners.values()].sort((a, b) =>
    a.participantId < b.participantId ? -1 : a.participantId > b.participantId ? 1 : 0,
  );
  return { decisions, winners: ordered };
}

import {
  SYNC_MESSAGES,
  type SyncOutcome,
  type SyncResult,
  type SyncScan,
  timeOfDayIn,
} from "@events/contract";
import type { ShownParticipant } from "./door-check-in.repository.js";

// How a sync answers each scan: plain functions, so the bench's baseline answers in the same words.

const OUTCOME_MESSAGES: Record<Exclude<SyncOutcome, "already_checked_in">, string> = {
  checked_in: SYNC_MESSAGES.checkedIn,
  unknown_ticket: SYNC_MESSAGES.unknownTicket,
  ticket_renewed: SYNC_MESSAGES.ticketRenewed,
  inactive: SYNC_MESSAGES.inactive,
  participant_not_found: SYNC_MESSAGES.participantNotFound,
  too_old: SYNC_MESSAGES.tooOld,
};

/** 'Already checked in at North entrance, 10:02', the time in the event's zone. */
function messageOf(outcome: SyncOutcome, shown: ShownParticipant | null, timeZone: string) {
  if (outcome !== "already_checked_in") return OUTCOME_MESSAGES[outcome];
  if (!shown?.checked_in_at) return SYNC_MESSAGES.alreadyCheckedIn;
  return SYNC_MESSAGES.alreadyCheckedInAt(
    shown.checked_in_door,
    timeOfDayIn(timeZone, shown.checked_in_at),
  );
}

export function syncResult(
  nonce: string,
  outcome: SyncOutcome,
  shown: ShownParticipant | null,
  timeZone: string,
): SyncResult {
  return {
    nonce,
    outcome,
    message: messageOf(outcome, shown, timeZone),
    participant: shown && {
      id: shown.id,
      name: shown.name,
      participant_role: shown.participant_role,
    },
    checked_in_at: shown?.checked_in_at?.toISOString() ?? null,
    checked_in_door: shown?.checked_in_door ?? null,
  };
}

/** The first scan of each nonce: the same nonce again in one request counts once. */
export function firstOfEachNonce(scans: readonly SyncScan[]): SyncScan[] {
  const seen = new Set<string>();
  return scans.filter((scan) => !seen.has(scan.nonce) && seen.add(scan.nonce));
}

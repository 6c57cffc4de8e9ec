// The door's plain values, apart from the schemas (check-in-sync.ts): the check-in page draws and
// keeps its queue with them from its first load, and zod should not have to come with them.

/** SHA-256 of a ticket's code (CHECK_IN_CODE_PATTERN), in lower-case hexadecimal. */
export const CHECK_IN_CODE_HASH_PATTERN = /^[0-9a-f]{64}$/;
/** Scans one sync may carry: a device offline for an hour at a busy door. */
export const MAX_SYNC_SCANS = 500;
/** A scan older than this is refused: no queue is kept that long. */
export const MAX_SCAN_AGE_DAYS = 7;
/** A device that has not reported for this long is counted as offline. */
export const DEVICE_SILENT_SECONDS = 30;

export const SYNC_OUTCOMES = [
  "checked_in",
  "already_checked_in",
  "unknown_ticket",
  "ticket_renewed",
  "inactive",
  "participant_not_found",
  "too_old",
] as const;

export const SYNC_MESSAGES = {
  checkedIn: "Checked in",
  alreadyCheckedIn: "Already checked in",
  /** With the door and the time (HH:mm in the event's zone): 'Already checked in at North entrance, 10:02'. */
  alreadyCheckedInAt: (door: string | null, time: string) =>
    door === null ? `Already checked in, ${time}` : `Already checked in at ${door}, ${time}`,
  unknownTicket: "Unknown ticket",
  ticketRenewed: "This ticket was replaced by a newer one; ask for the new ticket",
  inactive: "This participant is inactive",
  participantNotFound: "This participant is no longer in the event",
  tooOld: `Scans older than ${MAX_SCAN_AGE_DAYS} days are not accepted`,
  doorRequired: "Name this door",
  doorControlCharacters: "A door's name is plain text, without control characters",
  oneOfCodeOrParticipant: "Each scan names either code_hash or participant_id",
  deviceReported: "Device report saved",
  sinceNotServerTime: "since must be a server_time from an earlier answer",
  nonceNotUuid: "nonce must be a random UUID",
  codeHashNotHex: "code_hash must be 64 hexadecimal digits",
  deviceIdNotUuid: "device_id must be the device's random UUID",
  noScans: "Send at least one scan",
  tooManyScans: (max: number) => `At most ${max} scans at once`,
} as const;

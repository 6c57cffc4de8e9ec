// The check-in contract's plain values, apart from its schemas (check-in.ts): the check-in page,
// the badges and the participants' lists draw with them on their first load, and zod should not
// have to come with them.

/**
 * A ticket's code: 64 hexadecimal digits drawn by the database from two random UUIDs (244 random
 * bits), so it says nothing of the participant and cannot be guessed. The QR code holds it as is.
 */
export const CHECK_IN_CODE_PATTERN = /^[0-9a-f]{64}$/;

/** Short enough to read aloud at the door. */
export const CHECK_IN_MESSAGES = {
  unknownTicket: "Unknown ticket",
  otherEvent: "This ticket is for another event",
  inactive: "This participant is inactive",
  checkedIn: "Checked in",
  alreadyCheckedIn: "Already checked in",
  undone: "Check-in undone",
  notCheckedIn: "Not checked in",
  ticketRenewed: "A new ticket was made; the old one no longer works",
  badgeIdsInvalid: "ids must be participant ids, separated by commas",
  tooManyBadges: (max: number) => `At most ${max} chosen badges at once`,
} as const;

export const MAX_BADGES_PER_REQUEST = 400;
/**
 * Chosen participants travel in the address (?ids=), 37 characters each: 200 keep it near 8 KB,
 * well inside what servers and proxies accept for a request line.
 */
export const MAX_BADGE_IDS = 200;
export const BADGES_PER_PAGE = 8;

import { CHECK_IN_MESSAGES, MAX_SCAN_AGE_DAYS, type SyncResult } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

// What a ticket or a name checked came to, in the active language. The server answers in
// English (its stable words); the web says the same by the answer's outcome, or by knowing the
// server's words, so a volunteer reads it in their own language.

/** 'Already checked in at North entrance, 10:02', as the server words it. */
export function alreadyCheckedInText(door: string | null, time: string): string {
  return door === null
    ? t("check-in.outcome.alreadyCheckedInTime", { time })
    : t("check-in.outcome.alreadyCheckedInAtDoor", { door, time });
}

const SYNC_OUTCOME_TEXT = {
  checked_in: "check-in.outcome.checkedIn",
  unknown_ticket: "check-in.outcome.unknownTicket",
  ticket_renewed: "check-in.outcome.ticketRenewed",
  inactive: "check-in.outcome.inactive",
  participant_not_found: "check-in.outcome.participantNotFound",
} as const satisfies Record<
  Exclude<SyncResult["outcome"], "already_checked_in" | "too_old">,
  MessageId
>;

/** The server's answer to one scan of the door's, in the active language. */
export function syncResultText(result: SyncResult, formatTime: (iso: string) => string): string {
  if (result.outcome === "too_old")
    return t("check-in.outcome.tooOld", { days: MAX_SCAN_AGE_DAYS });
  if (result.outcome !== "already_checked_in") return t(SYNC_OUTCOME_TEXT[result.outcome]);
  if (result.checked_in_at === null) return t("check-in.outcome.alreadyCheckedIn");
  return alreadyCheckedInText(result.checked_in_door, formatTime(result.checked_in_at));
}

const SERVER_WORDS = new Map<string, MessageId>([
  [CHECK_IN_MESSAGES.unknownTicket, "check-in.outcome.unknownTicket"],
  [CHECK_IN_MESSAGES.otherEvent, "check-in.outcome.otherEvent"],
  [CHECK_IN_MESSAGES.inactive, "check-in.outcome.inactive"],
  [CHECK_IN_MESSAGES.ticketRenewed, "check-in.outcome.ticketReplaced"],
]);

/** A refusal of the check-in's server in the active language, when its words are known. */
export function translateServerWords(message: string): string {
  const key = SERVER_WORDS.get(message);
  return key ? t(key) : message;
}

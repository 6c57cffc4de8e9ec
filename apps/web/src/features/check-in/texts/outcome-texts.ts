import { MAX_SCAN_AGE_DAYS, type SyncResult } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

// What a ticket or a name checked came to, in the active language. The server answers in
// English (its stable words); the web says the same by the answer's outcome (a refusal by its
// error code), so a volunteer reads it in their own language.

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

import type { CheckInResponse } from "@events/contract";
import { t } from "@/i18n/i18n";
import { ApiError, errorText, serverErrorText } from "@/lib/api-error";
import { formatClock } from "./format-clock";

/** What the door sees after a scan: green, amber or red, in words a volunteer reads at a glance. */
export type ScanOutcome = {
  tone: "success" | "warning" | "error";
  title: string;
  /** The participant's name, when the ticket named one. */
  name?: string;
  /** A second line: that the check-in waits on this device to be sent. */
  detail?: string;
};

export function describeCheckInAnswer(answer: CheckInResponse): ScanOutcome {
  const name = answer.participant.name.trim() || t("check-in.row.noName");
  if (answer.already_checked_in) {
    return {
      tone: "warning",
      name,
      title: t("check-in.outcome.alreadyCheckedInAt", { time: formatClock(answer.checked_in_at) }),
    };
  }
  return { tone: "success", name, title: t("check-in.outcome.checkedIn") };
}

/**
 * The server's refusal ('Unknown ticket', 'This ticket is for another event', 'This participant
 * is inactive') in the active language, by its code; a malformed code is refused with it in the
 * code field's detail.
 */
export function describeCheckInFailure(error: unknown): ScanOutcome {
  let title = t("check-in.outcome.ticketCheckFailed");
  if (error instanceof ApiError) {
    const codeDetail = error.details.find((detail) => detail.field === "code");
    title = codeDetail
      ? errorText(codeDetail.message, codeDetail)
      : (serverErrorText(error) ?? error.message);
  } else if (error instanceof Error && error.message !== "") {
    title = error.message;
  }
  return { tone: "error", title };
}

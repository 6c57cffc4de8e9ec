import type { CheckInResponse } from "@events/contract";
import { ApiError } from "@/lib/api-error";
import { checkInTexts } from "../messages";
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
  const name = answer.participant.name.trim() || checkInTexts.noName;
  if (answer.already_checked_in) {
    return {
      tone: "warning",
      name,
      title: checkInTexts.alreadyCheckedInAt(formatClock(answer.checked_in_at)),
    };
  }
  return { tone: "success", name, title: checkInTexts.checkedIn };
}

/**
 * The server's own words ('Unknown ticket', 'This ticket is for another event', 'This participant
 * is inactive'); a malformed code is refused with them in the code field's detail.
 */
export function describeCheckInFailure(error: unknown): ScanOutcome {
  let title: string = checkInTexts.ticketCheckFailed;
  if (error instanceof ApiError) {
    const codeDetail = error.details.find((detail) => detail.field === "code");
    title = codeDetail?.message ?? error.serverMessage ?? error.message;
  } else if (error instanceof Error && error.message !== "") {
    title = error.message;
  }
  return { tone: "error", title };
}

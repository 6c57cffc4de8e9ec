import { isParticipantActive, PARTICIPANT_ROLE_LABELS, type Participant } from "@events/contract";
import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmailText } from "@/components/ui/email-text";
import { checkInTexts } from "../messages";
import { formatClock } from "../utils/format-clock";

/** One participant at the door: who they are, whether they are in, and the one button. */
export function CheckInRow({
  participant,
  isBusy,
  error,
  onCheckIn,
  onUndo,
}: {
  participant: Participant;
  isBusy: boolean;
  error: string | null;
  onCheckIn: (participant: Participant) => void;
  onUndo: (participant: Participant) => void;
}) {
  const nameId = useId();
  const errorId = useId();
  const name = participant.name.trim() || checkInTexts.noName;
  const isCheckedIn = participant.checked_in_at !== null;
  const email = participant.email.trim();

  return (
    <article
      aria-labelledby={nameId}
      data-checked-in={isCheckedIn}
      className={`flex flex-col gap-3 rounded-lg border p-4 shadow-sm sm:flex-row sm:items-center ${
        isCheckedIn ? "border-green-300 bg-green-50" : "border-slate-200 bg-white"
      }`}
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h3 id={nameId} className="text-lg font-semibold break-words text-slate-900">
          {name}
        </h3>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="blue">{PARTICIPANT_ROLE_LABELS[participant.participant_role]}</Badge>
          {isParticipantActive(participant.status) ? null : (
            <Badge tone="gray">{checkInTexts.inactive}</Badge>
          )}
          <Badge tone={isCheckedIn ? "green" : "yellow"}>
            {isCheckedIn
              ? checkInTexts.checkedInAt(formatClock(participant.checked_in_at))
              : checkInTexts.notCheckedIn}
          </Badge>
        </div>
        {email ? (
          <p className="text-sm text-slate-600">
            <EmailText email={email} />
          </p>
        ) : null}
        {error ? (
          <p id={errorId} role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      {/* One button that checks in, or undoes it (quieter, once they are in). */}
      <Button
        variant={isCheckedIn ? "secondary" : "primary"}
        size="lg"
        className="h-14 w-full text-lg sm:w-40"
        aria-label={isCheckedIn ? checkInTexts.undoLabel(name) : checkInTexts.checkInLabel(name)}
        aria-describedby={error ? errorId : undefined}
        disabled={isBusy}
        aria-busy={isBusy || undefined}
        onClick={() => (isCheckedIn ? onUndo(participant) : onCheckIn(participant))}
      >
        {isCheckedIn ? checkInTexts.undo : checkInTexts.checkIn}
      </Button>
    </article>
  );
}

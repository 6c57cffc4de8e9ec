import { useId } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmailText } from "@/components/ui/email-text";
import { useTexts } from "@/i18n/use-texts";

/** One participant as a check-in list shows them, whichever list it is. */
export type RowPerson = {
  name: string;
  roleLabel: string;
  isActive: boolean;
  /** 'Checked in at 10:02', with the door where one is known; null while not checked in. */
  checkedInLabel: string | null;
  /** Admins' rows only: the door's copy never holds an e-mail. */
  email?: string;
  /** Checked in on this device, not yet confirmed by the server. */
  isPending?: boolean;
};

/** One participant at the door: who they are, whether they are in, and the one button. */
export function CheckInRow({
  person,
  isBusy,
  error,
  canUndo = true,
  undoBlockedReason = null,
  onCheckIn,
  onUndo,
}: {
  person: RowPerson;
  isBusy: boolean;
  error: string | null;
  /** Whether a check-in may be undone here at all (door staff: their own, for a while). */
  canUndo?: boolean;
  /** Why undo is off just now (offline), shown beside the button. */
  undoBlockedReason?: string | null;
  onCheckIn: () => void;
  onUndo: () => void;
}) {
  const { t } = useTexts();
  const nameId = useId();
  const errorId = useId();
  const reasonId = useId();
  const name = person.name.trim() || t("check-in.row.noName");
  const isCheckedIn = person.checkedInLabel !== null;
  const email = person.email?.trim();
  const showsUndo = isCheckedIn && canUndo;
  const describedBy = [error ? errorId : null, showsUndo && undoBlockedReason ? reasonId : null]
    .filter(Boolean)
    .join(" ");

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
          <Badge tone="blue">{person.roleLabel}</Badge>
          {person.isActive ? null : <Badge tone="gray">{t("check-in.row.inactive")}</Badge>}
          <Badge tone={isCheckedIn ? "green" : "yellow"}>
            {person.checkedInLabel ?? t("check-in.row.notCheckedIn")}
          </Badge>
          {person.isPending ? <Badge tone="gray">{t("check-in.row.waitingToSend")}</Badge> : null}
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
        {showsUndo && undoBlockedReason ? (
          <p id={reasonId} className="text-sm text-slate-600">
            {undoBlockedReason}
          </p>
        ) : null}
      </div>
      {/* One button that checks in, or undoes it (quieter, once they are in). */}
      {isCheckedIn && !canUndo ? null : (
        <Button
          variant={isCheckedIn ? "secondary" : "primary"}
          size="lg"
          className="h-14 w-full text-lg sm:w-40"
          aria-label={
            isCheckedIn
              ? t("check-in.row.undoLabel", { name })
              : t("check-in.row.checkInLabel", { name })
          }
          aria-describedby={describedBy || undefined}
          disabled={isBusy || (isCheckedIn && undoBlockedReason !== null)}
          aria-busy={isBusy || undefined}
          onClick={isCheckedIn ? onUndo : onCheckIn}
        >
          {isCheckedIn ? t("check-in.row.undo") : t("check-in.row.checkIn")}
        </Button>
      )}
    </article>
  );
}

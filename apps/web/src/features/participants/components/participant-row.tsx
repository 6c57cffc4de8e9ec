import { isParticipantActive, type Participant } from "@events/contract";
import { type LucideIcon, Pencil, Ticket, Trash2 } from "lucide-react";
import { useId } from "react";
import type { AnswerForm } from "@/api/registration/get-registration-settings";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useTexts } from "@/i18n/use-texts";
import { describeParticipantRole } from "@/lib/participant-role";
import { getParticipantName } from "../utils/participant-display";
import { AppSignInBadge } from "./app-sign-in-badge";
import { DownloadPersonDataLink } from "./download-person-data-link";
import { ParticipantArticle } from "./participant-article";
import { ParticipantAvatar } from "./participant-avatar";
import {
  formatDateOrNotAvailable,
  getAnswerDetails,
  getContactDetails,
  orNotAvailable,
  type ParticipantDetail,
} from "./participant-details";

/** An icon button of a row, named for what it does to whom. */
function RowAction({
  label,
  icon: Icon,
  onClick,
  className,
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  className?: string;
}) {
  return (
    <Button variant="ghost" size="sm" aria-label={label} onClick={onClick} className={className}>
      <Icon aria-hidden="true" className="size-4" />
    </Button>
  );
}

/**
 * One participant in the management dialog, with its ticket, edit, download-data and delete
 * buttons, and a checkbox choosing it when the row is part of a selection.
 */
export function ParticipantRow({
  participant,
  answerForm,
  isSelected,
  onSelectedChange,
  onShowTicket,
  onEdit,
  onDelete,
}: {
  participant: Participant;
  /** The event's questions, once known: the participant's answers are shown under them. */
  answerForm?: AnswerForm | undefined;
  isSelected?: boolean;
  /** Shows the row's checkbox; called with the participant and whether it is now chosen. */
  onSelectedChange?: (participant: Participant, isSelected: boolean) => void;
  /** Opens the participant's ticket (its QR code). */
  onShowTicket?: (participant: Participant) => void;
  onEdit?: (participant: Participant) => void;
  onDelete: (participant: Participant) => void;
}) {
  const { t } = useTexts();
  const nameId = useId();
  const name = getParticipantName(participant);
  const role = describeParticipantRole(participant.participant_role);
  const isActive = isParticipantActive(participant.status);
  const details: ParticipantDetail[] = [
    ...getContactDetails(participant),
    [t("participants.field.username"), orNotAvailable(participant.username)],
    [t("participants.details.userId"), orNotAvailable(participant.user_id)],
    [t("participants.details.joined"), formatDateOrNotAvailable(participant.created_date)],
    [t("participants.details.updated"), formatDateOrNotAvailable(participant.updated_date)],
    ...getAnswerDetails(participant, answerForm),
  ];
  // Ticket and Edit show only where the screen offers them; Download data and Delete always do.
  const optionalActions = [
    { label: t("participants.ticket.title", { name }), icon: Ticket, onAct: onShowTicket },
    { label: t("participants.row.edit", { name }), icon: Pencil, onAct: onEdit },
  ];

  return (
    <ParticipantArticle
      nameId={nameId}
      details={details}
      detailsClassName="grid grid-cols-1 gap-x-4 gap-y-2 text-sm sm:grid-cols-2"
    >
      {onSelectedChange ? (
        <input
          type="checkbox"
          aria-label={t("participants.row.select", { name })}
          className="mt-3 size-5 shrink-0 cursor-pointer accent-blue-600"
          checked={isSelected ?? false}
          onChange={(changeEvent) => onSelectedChange(participant, changeEvent.target.checked)}
        />
      ) : null}
      <ParticipantAvatar name={participant.name} imagePath={participant.profile_image} />
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 id={nameId} className="font-semibold break-words text-slate-900">
          {name}
        </h3>
        <div className="flex flex-wrap gap-2">
          {role ? <Badge tone="blue">{role}</Badge> : null}
          <Badge tone={isActive ? "green" : "gray"}>
            {isActive ? t("participants.status.active") : t("participants.status.inactive")}
          </Badge>
          <AppSignInBadge signedInAt={participant.app_last_signed_in_at} />
        </div>
      </div>
      {/* Stacked on a phone, so the name keeps room to break between words, not inside them. */}
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
        {optionalActions.map(({ label, icon, onAct }) =>
          onAct ? (
            <RowAction key={label} label={label} icon={icon} onClick={() => onAct(participant)} />
          ) : null,
        )}
        <DownloadPersonDataLink participant={participant} />
        <RowAction
          label={t("participants.row.delete", { name })}
          icon={Trash2}
          onClick={() => onDelete(participant)}
          className="text-red-600 hover:bg-red-50 hover:text-red-700"
        />
      </div>
    </ParticipantArticle>
  );
}

import type { Participant } from "@events/contract";
import { useId } from "react";
import type { AnswerForm } from "@/api/registration/get-registration-settings";
import { Badge } from "@/components/ui/badge";
import { useTexts } from "@/i18n/use-texts";
import { describeParticipantRole } from "@/lib/participant-role";
import {
  getParticipantName,
  getParticipantStatusLabel,
  getParticipantStatusTone,
} from "../utils/participant-display";
import { AppSignInBadge } from "./app-sign-in-badge";
import { DownloadPersonDataLink } from "./download-person-data-link";
import { ParticipantArticle } from "./participant-article";
import { ParticipantAvatar } from "./participant-avatar";
import {
  formatDateOrNotAvailable,
  getAnswerDetails,
  getContactDetails,
  type ParticipantDetail,
} from "./participant-details";

/**
 * One participant on the 'Event Participants' screen: read-only, but for the download of what is
 * held on them.
 */
export function ParticipantCard({
  participant,
  answerForm,
}: {
  participant: Participant;
  /** The event's questions, once known: the participant's answers are shown under them. */
  answerForm?: AnswerForm | undefined;
}) {
  const { t } = useTexts();
  const nameId = useId();
  const name = getParticipantName(participant);
  const username = participant.username.trim();
  const details: ParticipantDetail[] = [
    [
      t("participants.field.role"),
      describeParticipantRole(participant.participant_role) ||
        t("participants.details.notAvailable"),
    ],
    ...getContactDetails(participant),
    [t("participants.details.joined"), formatDateOrNotAvailable(participant.created_date)],
    ...getAnswerDetails(participant, answerForm),
  ];

  return (
    <ParticipantArticle
      nameId={nameId}
      className="h-full"
      details={details}
      detailsClassName="flex flex-col gap-2 text-sm"
    >
      <ParticipantAvatar name={participant.name} imagePath={participant.profile_image} size="lg" />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <h2 id={nameId} className="font-semibold break-words text-slate-900">
          {name}
        </h2>
        {username ? <p className="text-sm break-words text-slate-500">@{username}</p> : null}
        <div className="flex flex-wrap gap-2">
          <Badge tone={getParticipantStatusTone(participant.status)}>
            {getParticipantStatusLabel(participant.status)}
          </Badge>
          <AppSignInBadge signedInAt={participant.app_last_signed_in_at} />
        </div>
      </div>
      <DownloadPersonDataLink participant={participant} />
    </ParticipantArticle>
  );
}

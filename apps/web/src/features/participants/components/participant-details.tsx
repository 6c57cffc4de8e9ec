import type { Participant } from "@events/contract";
import type { ReactNode } from "react";
import type { AnswerForm } from "@/api/registration/get-registration-settings";
import { EmailText } from "@/components/ui/email-text";
import { t } from "@/i18n/i18n";
import { formatEventDate } from "@/lib/format-date";
import { listAnswers } from "../utils/participant-answers";

export type ParticipantDetail = [label: string, value: ReactNode];

/** A participant's text as shown, or 'N/A' when it is blank. */
export function orNotAvailable(value: string | null | undefined): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : t("participants.details.notAvailable");
}

/** A stored date as shown, or 'N/A' when there is none. */
export function formatDateOrNotAvailable(date: string | null | undefined): string {
  return formatEventDate(date, t("participants.details.notAvailable"));
}

/** How to reach the participant: the facts every participant card shows. */
export function getContactDetails(participant: Participant): ParticipantDetail[] {
  const email = participant.email.trim();
  return [
    [
      t("participants.field.email"),
      email ? <EmailText key="email" email={email} /> : t("participants.details.notAvailable"),
    ],
    [t("participants.field.phone"), orNotAvailable(participant.phone)],
  ];
}

/**
 * The participant's registration answers, each under its question's label, those to questions
 * taken off the form marked so; none until the form's questions are known.
 */
export function getAnswerDetails(
  participant: Participant,
  answerForm: AnswerForm | undefined,
): ParticipantDetail[] {
  if (!answerForm) return [];
  return listAnswers(participant.answers, answerForm).map(({ label, text, isRemoved }) => [
    isRemoved ? t("participants.answers.removedQuestion", { label }) : label,
    text,
  ]);
}

/** A participant's labelled facts; each card chooses the facts and the grid. */
export function ParticipantDetails({
  details,
  className,
}: {
  details: readonly ParticipantDetail[];
  className: string;
}) {
  return (
    <dl className={className}>
      {details.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium text-slate-500">{label}</dt>
          <dd className="break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

import type { FieldError } from "react-hook-form";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";
import { isOneOf } from "@/lib/is-one-of";
import { describeRequiredField } from "@/lib/required-field";
import { type ParticipantRowField, REQUIRED_PARTICIPANT_FIELDS } from "./participant-form-schema";

export type RequiredParticipantField = (typeof REQUIRED_PARTICIPANT_FIELDS)[number];

/** Beside each empty required field, words naming it; the form-wide message is said once. */
const REQUIRED_FIELD_TEXT = {
  name: "participants.form.nameRequired",
  email: "participants.form.emailRequired",
  username: "participants.form.usernameRequired",
} as const satisfies Record<RequiredParticipantField, MessageId>;

const isRequiredField = isOneOf<RequiredParticipantField>(REQUIRED_PARTICIPANT_FIELDS);

/**
 * The message under a participant's field, in the add and the edit form alike: a required field
 * left blank names itself ('Name is required'), any other field shows its own error.
 */
export function describeParticipantField(
  field: ParticipantRowField,
  error: FieldError | undefined,
  isBlankField: (field: RequiredParticipantField) => boolean,
): string | undefined {
  if (!isRequiredField(field)) return error?.message;
  return describeRequiredField(error, {
    isMissing: isBlankField(field),
    missingText: t(REQUIRED_FIELD_TEXT[field]),
  });
}

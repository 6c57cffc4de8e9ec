import type { FieldError } from "react-hook-form";
import { describeRequiredField } from "@/lib/required-field";
import { participantsTexts } from "../messages";
import { type ParticipantRowField, REQUIRED_PARTICIPANT_FIELDS } from "./participant-form-schema";

export type RequiredParticipantField = (typeof REQUIRED_PARTICIPANT_FIELDS)[number];

function isRequiredField(field: ParticipantRowField): field is RequiredParticipantField {
  return (REQUIRED_PARTICIPANT_FIELDS as readonly string[]).includes(field);
}

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
    missingText: participantsTexts.requiredFieldTexts[field],
  });
}

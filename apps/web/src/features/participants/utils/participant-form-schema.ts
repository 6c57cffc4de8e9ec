import {
  DEFAULT_PARTICIPANT_ROLE,
  isParticipantActive,
  normalizeParticipantRole,
  PARTICIPANT_MESSAGES,
  PARTICIPANT_ROLES,
  PARTICIPANT_STATUSES,
  type Participant,
  type ParticipantRole,
  type ParticipantStatus,
  PROFILE_IMAGE_FILE_RULE,
  participantInputSchema,
} from "@events/contract";
import { z } from "zod";
import { createOptionalFileSchema, type FileRules } from "@/lib/file-rules";
import { type AnswerInputs, toAnswerInputs } from "./participant-answers";

/** DESIGN §7's profile image rules, with the specification's words for a file of another type. */
export const profileImageRules: FileRules = {
  mimeTypes: PROFILE_IMAGE_FILE_RULE.mimeTypes,
  maxBytes: PROFILE_IMAGE_FILE_RULE.maxBytes,
  typeMessage: PARTICIPANT_MESSAGES.invalidImage,
  sizeMessage: PROFILE_IMAGE_FILE_RULE.sizeMessage,
};

/** One row: the contract's participant rules plus the chosen image's check, each rule once. */
export const participantRowSchema = participantInputSchema.safeExtend({
  profile_image: createOptionalFileSchema(profileImageRules),
});

/** The add form: every row checked by the same schema. */
export const addParticipantsFormSchema = z.object({
  participants: z.array(participantRowSchema).min(1),
});

export type ParticipantRowOutput = z.output<typeof participantRowSchema>;
export type AddParticipantsFormOutput = z.output<typeof addParticipantsFormSchema>;

/** A row as its inputs hold it ('' where nothing is entered, null where no file is chosen). */
export type ParticipantRowValues = {
  event_id: string;
  name: string;
  email: string;
  phone: string;
  username: string;
  participant_role: string;
  skip_otp: boolean;
  profile_image: File | null;
};

export type AddParticipantsFormValues = { participants: ParticipantRowValues[] };

export type ParticipantRowField = Exclude<keyof ParticipantRowValues, "event_id">;

/** The fields whose absence gives 'Please fill in name, email and username for all participants'. */
export const REQUIRED_PARTICIPANT_FIELDS = ["name", "email", "username"] as const;

export function getEmptyParticipantRow(eventId: string | undefined): ParticipantRowValues {
  return {
    event_id: eventId ?? "",
    name: "",
    email: "",
    phone: "",
    username: "",
    participant_role: DEFAULT_PARTICIPANT_ROLE,
    skip_otp: false,
    profile_image: null,
  };
}

// The row's fields are read off an empty row, so the list of them is written once.
const ROW_FIELDS = new Set<string>(
  Object.keys(getEmptyParticipantRow(undefined)).filter((field) => field !== "event_id"),
);

export function isParticipantRowField(field: string): field is ParticipantRowField {
  return ROW_FIELDS.has(field);
}

/**
 * The edit form: one row of the add form's rules, plus the status and the registration answers,
 * which the event's questions check (checkAnswers) and are sent only when those are known.
 */
export const editParticipantFormSchema = participantRowSchema.safeExtend({
  status: z.enum(PARTICIPANT_STATUSES),
  answers: z.record(z.string(), z.unknown()).optional(),
});
export type EditParticipantFormOutput = z.output<typeof editParticipantFormSchema>;
export type EditParticipantFormValues = ParticipantRowValues & {
  status: ParticipantStatus;
  answers: AnswerInputs;
};

/** The edit form filled in with the participant as stored; the image stays unless replaced. */
export function toEditParticipantValues(participant: Participant): EditParticipantFormValues {
  const role = normalizeParticipantRole(participant.participant_role);
  return {
    event_id: participant.event_id,
    name: participant.name,
    email: participant.email,
    phone: participant.phone ?? "",
    username: participant.username,
    participant_role: (PARTICIPANT_ROLES as readonly string[]).includes(role)
      ? (role as ParticipantRole)
      : DEFAULT_PARTICIPANT_ROLE,
    skip_otp: participant.skip_otp,
    profile_image: null,
    status: isParticipantActive(participant.status) ? "active" : "inactive",
    answers: toAnswerInputs(participant.answers),
  };
}

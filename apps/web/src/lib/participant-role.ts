import {
  normalizeParticipantRole,
  PARTICIPANT_ROLES,
  type ParticipantRole,
} from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";
import { isOneOf } from "@/lib/is-one-of";

// One name per role for every screen that shows one: the participants' screens, the door, the
// badges and the registration form. The keys are the participants fragment's, which the admin
// bundle loads with all of these screens.

/** Each role's name as the interface shows it, as catalogue keys. */
const PARTICIPANT_ROLE_TEXT = {
  attendee: "participants.role.attendee",
  speaker: "participants.role.speaker",
  host: "participants.role.host",
  lecturer: "participants.role.lecturer",
  guest: "participants.role.guest",
} as const satisfies Record<ParticipantRole, MessageId>;

const isKnownRole = isOneOf<ParticipantRole>(PARTICIPANT_ROLES);

/** 'ParticipantRole.SPEAKER' → 'Speaker'; a role outside the list shows without its prefix. */
export function describeParticipantRole(role: string | null | undefined): string {
  const normalized = normalizeParticipantRole(role ?? "");
  return isKnownRole(normalized) ? t(PARTICIPANT_ROLE_TEXT[normalized]) : normalized;
}

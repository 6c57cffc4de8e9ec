import {
  normalizeParticipantRole,
  PARTICIPANT_ROLES,
  type ParticipantRole,
} from "@events/contract";
import { t } from "@/i18n/i18n";

const ROLE_TEXT = {
  attendee: "check-in.role.attendee",
  speaker: "check-in.role.speaker",
  host: "check-in.role.host",
  lecturer: "check-in.role.lecturer",
  guest: "check-in.role.guest",
} as const satisfies Record<ParticipantRole, string>;

function isKnownRole(role: string): role is ParticipantRole {
  return PARTICIPANT_ROLES.some((known) => known === role);
}

/** A role as the door and the badges name it; a role the app does not know, as it is written. */
export function roleLabel(role: string): string {
  const normalized = normalizeParticipantRole(role);
  return isKnownRole(normalized) ? t(ROLE_TEXT[normalized]) : normalized;
}

import {
  isParticipantActive,
  normalizeParticipantRole,
  PARTICIPANT_ROLES,
  type Participant,
  type ParticipantRole,
} from "@events/contract";
import type { BadgeTone } from "@/components/ui/badge";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

/** The name shown for a participant: 'No name provided' for a blank one, or for none chosen. */
export function getParticipantName(participant: Pick<Participant, "name"> | null): string {
  return participant?.name.trim() || t("participants.name.none");
}

/** Each role's name as the interface shows it. */
export const PARTICIPANT_ROLE_TEXT = {
  attendee: "participants.role.attendee",
  speaker: "participants.role.speaker",
  host: "participants.role.host",
  lecturer: "participants.role.lecturer",
  guest: "participants.role.guest",
} as const satisfies Record<ParticipantRole, MessageId>;

function isKnownRole(role: string): role is ParticipantRole {
  return (PARTICIPANT_ROLES as readonly string[]).includes(role);
}

/** 'ParticipantRole.SPEAKER' → 'Speaker'; a role outside the list shows without its prefix. */
export function getRoleDisplay(role: string | null | undefined): string {
  const normalized = normalizeParticipantRole(role ?? "");
  if (isKnownRole(normalized)) return t(PARTICIPANT_ROLE_TEXT[normalized]);
  return normalized;
}

/** The system admin list's colours (spec doc 2 §4); 'True' is the older word for active. */
export function getParticipantStatusTone(status: string | null | undefined): BadgeTone {
  const value = (status ?? "").trim().toLowerCase();
  if (value === "confirmed" || isParticipantActive(value)) return "green";
  if (value === "pending") return "yellow";
  if (value === "cancelled" || value === "canceled" || value === "declined") return "red";
  return "gray";
}

/** 'True' and 'active' read 'Active'; other statuses (the data's own words) are shown capitalised. */
export function getParticipantStatusLabel(status: string | null | undefined): string {
  if (isParticipantActive(status)) return t("participants.status.active");
  const value = (status ?? "").trim();
  if (value === "") return t("participants.status.unknown");
  if (value.toLowerCase() === "inactive") return t("participants.status.inactive");
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

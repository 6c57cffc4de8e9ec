import {
  isParticipantActive,
  normalizeParticipantRole,
  PARTICIPANT_ROLE_LABELS,
  PARTICIPANT_ROLES,
  type Participant,
  type ParticipantRole,
} from "@events/contract";
import type { BadgeTone } from "@/components/ui/badge";
import { participantsTexts } from "../messages";

/** The name shown for a participant: 'No name provided' for a blank one, or for none chosen. */
export function getParticipantName(participant: Pick<Participant, "name"> | null): string {
  return participant?.name.trim() || participantsTexts.noName;
}

function isKnownRole(role: string): role is ParticipantRole {
  return (PARTICIPANT_ROLES as readonly string[]).includes(role);
}

/** 'ParticipantRole.SPEAKER' → 'Speaker'; a role outside the list shows without its prefix. */
export function getRoleDisplay(role: string | null | undefined): string {
  const normalized = normalizeParticipantRole(role ?? "");
  if (isKnownRole(normalized)) return PARTICIPANT_ROLE_LABELS[normalized];
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

/** 'True' and 'active' read 'Active'; other statuses are shown capitalised. */
export function getParticipantStatusLabel(status: string | null | undefined): string {
  if (isParticipantActive(status)) return "Active";
  const value = (status ?? "").trim();
  if (value === "") return "Unknown";
  return value.charAt(0).toUpperCase() + value.slice(1).toLowerCase();
}

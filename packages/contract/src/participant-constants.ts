// The participants contract's plain values, apart from its schemas (participants.ts): the
// participants' lists, the door and the badges draw with them on their first load, and zod should
// not have to come with them.

export const PARTICIPANT_ROLES = ["attendee", "speaker", "host", "lecturer", "guest"] as const;
export type ParticipantRole = (typeof PARTICIPANT_ROLES)[number];
export const DEFAULT_PARTICIPANT_ROLE: ParticipantRole = "attendee";

export const PARTICIPANT_ROLE_LABELS: Record<ParticipantRole, string> = {
  attendee: "Attendee",
  speaker: "Speaker",
  host: "Host",
  lecturer: "Lecturer",
  guest: "Guest",
};

/** The server may prefix roles with 'ParticipantRole.'; they are shown without it, in lower case. */
export function normalizeParticipantRole(role: string): string {
  return role
    .replace(/^ParticipantRole\./i, "")
    .trim()
    .toLowerCase();
}

/** New participants are active; the event admin screen also reads the older 'True'. */
export const ACTIVE_PARTICIPANT_STATUS = "active";
export function isParticipantActive(status: string | null | undefined): boolean {
  const value = (status ?? "").trim().toLowerCase();
  return value === "active" || value === "true";
}

export const PARTICIPANT_STATUSES = ["active", "inactive"] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];

export const PARTICIPANT_STATUS_FILTERS = ["active", "inactive"] as const;
export type ParticipantStatusFilter = (typeof PARTICIPANT_STATUS_FILTERS)[number];

export const PARTICIPANT_SORT_FIELDS = ["name", "email", "created_date"] as const;
export const DEFAULT_PARTICIPANT_SORT = "-created_date";

import { MEGABYTE, PROFILE_IMAGE_FILE_RULE } from "./uploads.js";

// The participants contract's plain values, apart from its schemas (participants.ts): the
// participants' lists, the door and the badges draw with them on their first load, and a page
// that reads a server's message by its code (error-codes.ts) needs the messages; zod should not
// have to come with them.

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

export const PARTICIPANT_MESSAGES = {
  selectEvent: "Please select an event",
  requiredFields: "Please fill in name, email and username for all participants",
  invalidImage: "Please select a valid image file",
  imageHint: `PNG, JPG, GIF up to ${PROFILE_IMAGE_FILE_RULE.maxBytes / MEGABYTE}MB`,
  duplicateInRequest: "The same email or username appears more than once",
  alreadyInEvent: "Already in this event",
  notFound: "Participant not found",
  addedWithImages: "Participants added successfully with images",
  added: "Participants added successfully",
  deleted: "Participant deleted successfully",
  updated: "Participant updated successfully",
  updateFailed: "Failed to update participant",
  createSingleFailed: "Failed to create participant",
  createMultipleFailed: "Failed to add participants",
  deleteFailed: "Failed to delete participant",
  network: "Network error occurred",
  answersNotObject: "answers must be an object of answers by question id",
  tooManyAtOnce: (max: number) => `At most ${max} at once`,
} as const;

export const PARTICIPANT_EVENT_CHANGE_MESSAGE = "A participant cannot move to another event";

export const ANSWER_FILTER_MESSAGES = {
  questionMissing: "Choose the question whose answer to match",
  valueMissing: "Give the answer to match",
  unknownQuestion: "Not a question of this event's registration form",
  notANumber: "The answer to a number question must be a number",
  notACheckbox: 'The answer to a checkbox must be "yes" or "no"',
} as const;

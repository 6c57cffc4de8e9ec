import { END_BEFORE_START_MESSAGE } from "./common-rules.js";

// The sessions' plain values, apart from the schemas: the participants' app shows the types'
// labels in its agenda, and a page that reads a server's message by its code (error-codes.ts)
// needs the messages; zod should not come with them.

export const SESSION_TYPES = [
  "general_info",
  "opening_ceremony",
  "keynote",
  "panel_discussion",
  "workshop",
  "excursion",
  "field_visit",
  "meeting",
  "speakers",
  "other",
] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const SESSION_TYPE_LABELS: Record<SessionType, string> = {
  general_info: "General Info",
  opening_ceremony: "Opening Ceremony",
  keynote: "Keynote",
  panel_discussion: "Panel Discussion",
  workshop: "Workshop",
  excursion: "Excursion",
  field_visit: "Field Visit",
  meeting: "Meeting",
  speakers: "Speakers",
  other: "Other",
};

export const SESSION_MESSAGES = {
  datesRequired: "Please select both start and end date/time",
  requiredFields: "Please fill in all required fields",
  otherTypeRequired: "Please specify the session type for 'Other'",
  endBeforeStart: END_BEFORE_START_MESSAGE,
  sessionNotFound: "Session not found",
  documentNotFound: "Document not found",
  created: "Session created successfully",
  updated: "Session updated successfully",
  deleted: "Session deleted successfully",
  documentUploaded: "Document uploaded successfully",
  documentDeleted: "Document deleted successfully",
} as const;

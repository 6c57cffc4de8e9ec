// The session types' plain values, apart from the schemas: the participants' app shows the labels
// in its agenda, and zod should not come with them.

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

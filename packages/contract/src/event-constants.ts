// The events contract's plain values, apart from its schemas (events.ts): the events list and the
// event details draw with them on their first load, and zod should not have to come with them.

export const EVENT_STATUSES = [
  "SCHEDULED",
  "ACTIVE",
  "UPCOMING",
  "INPROGRESS",
  "COMPLETED",
  "CANCELLED",
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];
export const DEFAULT_EVENT_STATUS: EventStatus = "SCHEDULED";

export const EVENT_STATUS_LABELS: Record<EventStatus, string> = {
  SCHEDULED: "Scheduled",
  ACTIVE: "Active",
  UPCOMING: "Upcoming",
  INPROGRESS: "In Progress",
  COMPLETED: "Completed",
  CANCELLED: "Cancelled",
};

/** Offered as suggestions on the free-text event type (DESIGN §8). */
export const EVENT_TYPE_SUGGESTIONS = [
  "Ceremonies",
  "Lectures",
  "Excursions",
  "Panel Discussions",
  "Group Activities",
] as const;

export const DEFAULT_THEME_COLORS = ["#3B82F6", "#8B5CF6", "#EC4899"] as const;
export const MAX_THEME_COLORS = 10;
/** A theme colour: a hex code of 3, 6 or 8 digits. */
export const THEME_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/;

export const REQUIRED_EVENT_FIELDS_MESSAGE = "Please fill all required fields";
export const DEFAULT_EVENT_DURATION_MINUTES = 60;
export const EVENT_NAME_MAX_LENGTH = 200;
export const EVENT_TEXT_MAX_LENGTH = 10_000;

/** How many days after an event's end its participants may be kept, at most about ten years. */
export const MAX_RETENTION_DAYS = 3650;
export const RETENTION_DAYS_MESSAGE = `Retention must be a whole number of days from 1 to ${MAX_RETENTION_DAYS}, or empty to keep`;
/** What the event form says of its retention field. */
export const RETENTION_DAYS_HELP =
  "Participants of this event, and what the activity log holds on them, are erased this many days after the event ends. Leave it empty to keep them.";

/** The event form's own rules. */
export const EVENT_FORM_MESSAGES = {
  linkNotHttp: "Enter a full http(s) address, like https://example.org",
  linkTooLong: "The address is too long",
  colourNotHex: "Colours are hex codes like #3B82F6",
  tooManyColours: (max: number) => `At most ${max} colours`,
  attendeesNotNumber: "Expected attendees must be a number",
  attendeesNotWhole: "Expected attendees must be a whole number",
  attendeesNegative: "Expected attendees cannot be negative",
  attendeesTooLarge: "Expected attendees is too large",
} as const;

export const EVENT_SORT_FIELDS = ["name", "date", "created_date"] as const;
export const DEFAULT_EVENT_SORT = "-created_date";

export const EVENT_MESSAGES = {
  eventNotFound: "Event not found",
  chooseExistingEventAdmin: "Choose an existing event admin",
  multipartRequired: "Send multipart/form-data with a 'data' part",
  dataPartMustBeJson: "The 'data' part must be JSON",
  eventDeleted: "Event deleted successfully",
  allEventsDeleted: "All events deleted successfully",
} as const;

import { SESSION_TYPE_LABELS, type Session, type SessionType } from "@events/contract";
import { t } from "@/i18n/i18n";
import { formatTime, ordinal, readDateParts } from "@/lib/format-date";
import { formatDuration } from "@/lib/format-duration";
import { formatInActiveLanguage, wallClockAsUtc } from "./session-dates";

// The types' words as the screens show them; the API's values stay as they are.
const SESSION_TYPE_TEXT = {
  general_info: "sessions.type.general_info",
  opening_ceremony: "sessions.type.opening_ceremony",
  keynote: "sessions.type.keynote",
  panel_discussion: "sessions.type.panel_discussion",
  workshop: "sessions.type.workshop",
  excursion: "sessions.type.excursion",
  field_visit: "sessions.type.field_visit",
  meeting: "sessions.type.meeting",
  speakers: "sessions.type.speakers",
  other: "sessions.type.other",
} as const satisfies Record<SessionType, string>;

/** A type's words in the active language; a type the contract does not know, as the fallback. */
export function getSessionTypeText(type: string, fallback = type): string {
  const key = SESSION_TYPE_TEXT[type as SessionType];
  return key ? t(key) : fallback;
}

/** The badge's word: the type's label, or what the admin typed for 'Other'. */
export function getSessionTypeLabel(
  session: Pick<Session, "session_type" | "other_session_type">,
): string {
  if (session.session_type === "other") {
    const typed = session.other_session_type?.trim();
    if (typed) return typed;
  }
  return getSessionTypeText(
    session.session_type,
    SESSION_TYPE_LABELS[session.session_type as SessionType],
  );
}

/** '3:30 PM - 5:00 PM (1h 30m)'; the duration is left out when it cannot be worked out. */
export function formatSessionTimeRange(
  session: Pick<Session, "start_datetime" | "end_datetime">,
): string {
  const start = readDateParts(session.start_datetime);
  const end = readDateParts(session.end_datetime);
  if (!start || !end) return t("sessions.card.timeNotSet");
  const duration = formatDuration(session.start_datetime, session.end_datetime);
  const times = { start: formatTime(start), end: formatTime(end) };
  return duration
    ? t("sessions.card.timeRangeWithDuration", { ...times, duration })
    : t("sessions.card.timeRange", times);
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The session's day as the lists write dates, '5th of Mar 2025', read as written (no zone). */
export function formatSessionDate(session: Pick<Session, "start_datetime">): string {
  const parts = readDateParts(session.start_datetime);
  if (!parts) return t("sessions.card.dateNotSet");
  return (
    formatInActiveLanguage(wallClockAsUtc(session.start_datetime), "date") ??
    `${ordinal(parts.day)} of ${MONTHS[parts.month]} ${parts.year}`
  );
}

function formatDayAndTime(value: string, day: string | undefined): string {
  const parts = readDateParts(value);
  if (!parts) return t("sessions.card.timeNotSet");
  if (value.slice(0, 10) === day) return formatTime(parts);
  return (
    formatInActiveLanguage(wallClockAsUtc(value), "dayAndTime") ??
    `${ordinal(parts.day)} of ${MONTHS[parts.month]}, ${formatTime(parts)}`
  );
}

/**
 * '9:00 AM - 10:00 AM' as seen from a day ('YYYY-MM-DD'): a start or end on another day also
 * names its date, so a session past midnight reads '11:00 PM - 6th of Mar, 1:00 AM'.
 */
export function formatSessionClockRange(
  session: Pick<Session, "start_datetime" | "end_datetime">,
  day: string | undefined = session.start_datetime.slice(0, 10),
): string {
  return t("sessions.card.timeRange", {
    start: formatDayAndTime(session.start_datetime, day),
    end: formatDayAndTime(session.end_datetime, day),
  });
}

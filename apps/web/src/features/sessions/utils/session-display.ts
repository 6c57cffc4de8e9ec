import { SESSION_TYPE_LABELS, type Session, type SessionType } from "@events/contract";
import { formatTime, ordinal, readDateParts } from "@/lib/format-date";
import { formatDuration } from "@/lib/format-duration";

/** The badge's word: the contract's label, or what the admin typed for 'Other'. */
export function getSessionTypeLabel(
  session: Pick<Session, "session_type" | "other_session_type">,
): string {
  if (session.session_type === "other") {
    const typed = session.other_session_type?.trim();
    if (typed) return typed;
  }
  return SESSION_TYPE_LABELS[session.session_type as SessionType] ?? session.session_type;
}

/** '3:30 PM - 5:00 PM (1h 30m)'; the duration is left out when it cannot be worked out. */
export function formatSessionTimeRange(
  session: Pick<Session, "start_datetime" | "end_datetime">,
): string {
  const start = readDateParts(session.start_datetime);
  const end = readDateParts(session.end_datetime);
  if (!start || !end) return "Time not set";
  const duration = formatDuration(session.start_datetime, session.end_datetime);
  const range = `${formatTime(start)} - ${formatTime(end)}`;
  return duration ? `${range} (${duration})` : range;
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** The session's day as the lists write dates, '5th of Mar 2025', read as written (no zone). */
export function formatSessionDate(session: Pick<Session, "start_datetime">): string {
  const parts = readDateParts(session.start_datetime);
  if (!parts) return "Date not set";
  return `${ordinal(parts.day)} of ${MONTHS[parts.month]} ${parts.year}`;
}

function formatDayAndTime(value: string, day: string | undefined): string {
  const parts = readDateParts(value);
  if (!parts) return "Time not set";
  if (value.slice(0, 10) === day) return formatTime(parts);
  return `${ordinal(parts.day)} of ${MONTHS[parts.month]}, ${formatTime(parts)}`;
}

/**
 * '9:00 AM - 10:00 AM' as seen from a day ('YYYY-MM-DD'): a start or end on another day also
 * names its date, so a session past midnight reads '11:00 PM - 6th of Mar, 1:00 AM'.
 */
export function formatSessionClockRange(
  session: Pick<Session, "start_datetime" | "end_datetime">,
  day: string | undefined = session.start_datetime.slice(0, 10),
): string {
  return `${formatDayAndTime(session.start_datetime, day)} - ${formatDayAndTime(session.end_datetime, day)}`;
}

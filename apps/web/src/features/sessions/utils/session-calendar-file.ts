/** The one-session iCalendar file (download-ics), saved as '<session name>.ics'. */
export function getSessionCalendarFileUrl(sessionId: string): string {
  return `/api/sessions/download-ics/${encodeURIComponent(sessionId)}`;
}

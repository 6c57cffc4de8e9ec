import { type Language, wallClockIn } from "@events/contract";
import { activeLanguage } from "@/i18n/i18n";
import { formatEventDate } from "@/lib/format-date";

/**
 * A moment (UTC ISO 8601) as the event's clock read it, '5th of Mar 2025, 3:30 PM' (or the
 * language's own form); in UTC, as the other lists show moments, while the event's zone is not
 * known.
 */
export function formatMomentInZone(
  moment: string,
  timeZone: string | undefined,
  language: Language = activeLanguage(),
): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return "";
  if (!timeZone) return formatEventDate(moment, undefined, language);
  try {
    return formatEventDate(wallClockIn(timeZone, date), undefined, language);
  } catch {
    // A zone this browser does not know: the moment in UTC rather than nothing.
    return formatEventDate(moment, undefined, language);
  }
}

/** The browser's own zone: the reader's own time, for moments that belong to no event. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/**
 * A moment in the browser's own zone, '5th of Mar 2025, 3:30 PM', for what belongs to no one
 * event (a log's entry, a webhook's delivery): its reader thinks in their own time.
 */
export function formatMomentHere(moment: string): string {
  return formatMomentInZone(moment, browserTimeZone());
}

import type { Language } from "@events/contract";
import { activeLanguage, t } from "@/i18n/i18n";

// Dates in lists read like '5th of Mar 2025, 3:30 PM' in English, in UTC (spec doc 1 §2, doc 2
// §9); other languages write them as Intl does for that language ('5. März 2025, 15:30'). Event
// times are wall-clock strings without a zone, so reading them as UTC shows them as entered.

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

type DateParts = { year: number; month: number; day: number; hour: number; minute: number };

export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  return `${day}${["th", "st", "nd", "rd"][day % 10] ?? "th"}`;
}

/** Reads a wall-clock 'YYYY-MM-DDTHH:mm:ss' or a UTC ISO string; undefined when it is neither. */
export function readDateParts(value: string): DateParts | undefined {
  const date = new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(value) ? value : `${value}Z`);
  if (Number.isNaN(date.getTime())) return undefined;
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth(),
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
  };
}

const TIME_ONLY: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };
const FORMS = {
  time: TIME_ONLY,
  dateAndTime: { day: "numeric", month: "short", year: "numeric", ...TIME_ONLY },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per language and form: building one costs far more than using it. */
function intlFormat(language: Language, form: keyof typeof FORMS, parts: DateParts): string {
  const key = `${language}/${form}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...FORMS[form], timeZone: "UTC" });
    formatters.set(key, formatter);
  }
  const { year, month, day, hour, minute } = parts;
  return formatter.format(Date.UTC(year, month, day, hour, minute));
}

/** '3:30 PM' in English; the language's own clock otherwise ('15:30'). */
export function formatTime(
  { hour, minute }: Pick<DateParts, "hour" | "minute">,
  language: Language = activeLanguage(),
): string {
  if (language !== "en") {
    return intlFormat(language, "time", { year: 2000, month: 0, day: 1, hour, minute });
  }
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** '5th of Mar 2025, 3:30 PM'; an empty or unreadable value gives the fallback. */
export function formatEventDate(
  value: string | null | undefined,
  fallback?: string,
  language: Language = activeLanguage(),
): string {
  const parts = value ? readDateParts(value) : undefined;
  if (!parts) return fallback ?? t("common.date.notSet");
  if (language !== "en") return intlFormat(language, "dateAndTime", parts);
  return `${ordinal(parts.day)} of ${MONTHS[parts.month]} ${parts.year}, ${formatTime(parts, language)}`;
}

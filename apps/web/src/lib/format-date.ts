// Dates in lists read like '5th of Mar 2025, 3:30 PM', in UTC (spec doc 1 §2, doc 2 §9). Event
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

export function formatTime({ hour, minute }: Pick<DateParts, "hour" | "minute">): string {
  const hour12 = hour % 12 === 0 ? 12 : hour % 12;
  return `${hour12}:${String(minute).padStart(2, "0")} ${hour < 12 ? "AM" : "PM"}`;
}

/** '5th of Mar 2025, 3:30 PM'; an empty or unreadable value gives the fallback. */
export function formatEventDate(
  value: string | null | undefined,
  fallback = "Date not set",
): string {
  const parts = value ? readDateParts(value) : undefined;
  if (!parts) return fallback;
  return `${ordinal(parts.day)} of ${MONTHS[parts.month]} ${parts.year}, ${formatTime(parts)}`;
}

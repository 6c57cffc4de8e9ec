import type { Language } from "@events/contract";
import { activeLanguage } from "@/i18n/i18n";

// Numbers, days and lists of the dashboards' counts and charts, in the active language. English
// keeps the forms the dashboards always had ("1200", "Mar 9, 2026", "Scheduled 2, Active 1").

const localeOf = (language: Language) => (language === "en" ? "en-US" : language);

function cachedBy<T>(make: (language: Language) => T): () => T {
  const made = new Map<Language, T>();
  return () => {
    const language = activeLanguage();
    let value = made.get(language);
    if (!value) {
      value = make(language);
      made.set(language, value);
    }
    return value;
  };
}

// Thousands are grouped from five digits on, so a count of four reads as it always did.
const numberFormat = cachedBy(
  (language) => new Intl.NumberFormat(localeOf(language), { useGrouping: "min2" }),
);
// The server's calendar days are UTC days; written in UTC so no time zone moves them a day.
const SHORT_DAY = { month: "short", day: "numeric", timeZone: "UTC" } as const;
const dayFormats = {
  long: cachedBy(
    (language) => new Intl.DateTimeFormat(localeOf(language), { ...SHORT_DAY, year: "numeric" }),
  ),
  short: cachedBy((language) => new Intl.DateTimeFormat(localeOf(language), SHORT_DAY)),
};
const listFormat = cachedBy(
  (language) => new Intl.ListFormat(localeOf(language), { type: "unit", style: "short" }),
);

export function formatCount(value: number): string {
  return numberFormat().format(value);
}

/** A calendar day 'YYYY-MM-DD': "Mar 9, 2026", or "Mar 9" where space is short. */
export function formatCalendarDay(calendarDay: string, form: "long" | "short" = "long"): string {
  return dayFormats[form]().format(new Date(`${calendarDay}T00:00:00Z`));
}

/** Items one after another, as a chart's summary reads them: "Scheduled 2, Active 1". */
export function formatItems(items: readonly string[]): string {
  return listFormat().format(items);
}

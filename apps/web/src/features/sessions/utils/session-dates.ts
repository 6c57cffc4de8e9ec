import { activeLanguage } from "@/i18n/i18n";

// The sessions' own forms of a day or an hour (the agenda's days, a card's date) beyond the
// lists' date and time (lib/format-date.ts). English keeps its forms; the other languages use
// Intl's. Session times are wall-clock strings in the event's zone, so they are read and written
// as UTC: no browser zone moves them.

export type SessionDateForm = "date" | "dayAndTime" | "agendaDay" | "agendaDayShort" | "hour";

const INTL_OPTIONS: Record<SessionDateForm, Intl.DateTimeFormatOptions> = {
  date: { day: "numeric", month: "short", year: "numeric" },
  dayAndTime: { day: "numeric", month: "short", hour: "numeric", minute: "2-digit" },
  agendaDay: { weekday: "long", day: "numeric", month: "short", year: "numeric" },
  agendaDayShort: { weekday: "short", day: "numeric", month: "short" },
  hour: { hour: "numeric" },
};

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * The UTC date in a non-English form, or undefined in English, whose words the caller writes
 * itself as the specification has them.
 */
export function formatInActiveLanguage(date: Date, form: SessionDateForm): string | undefined {
  const language = activeLanguage();
  if (language === "en") return undefined;
  const key = `${language}/${form}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { ...INTL_OPTIONS[form], timeZone: "UTC" });
    formats.set(key, format);
  }
  return format.format(date);
}

/** A wall-clock string as the UTC date it names. */
export function wallClockAsUtc(value: string): Date {
  return new Date(`${value.slice(0, 19)}Z`);
}

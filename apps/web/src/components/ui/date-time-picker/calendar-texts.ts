import type { Language } from "@events/contract";
import { format } from "date-fns";
import type { DayPickerProps, Modifiers } from "react-day-picker";
import { t } from "@/i18n/i18n";

// The calendar's words in the page's language. English keeps react-day-picker's own forms;
// other languages get theirs from Intl, so no date-fns locale is downloaded for them.

/** The first day of the week where each language is mostly read (0 Sunday, 1 Monday, 6 Saturday). */
const WEEK_STARTS_ON: Record<Language, 0 | 1 | 6> = { en: 0, de: 1, es: 1, ar: 6 };

function intl(language: Language, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(language, options);
}

/** The date a day's button is named by: '1 March 2025, Saturday' in English. */
function dayName(language: Language, date: Date): string {
  if (language === "en") return format(date, "d MMMM yyyy, EEEE");
  return intl(language, { day: "numeric", month: "long", year: "numeric", weekday: "long" }).format(
    date,
  );
}

/**
 * A day's name for assistive technology. It starts with the number the button shows ('1', not
 * the default '1st'), so speech input users can say what they see.
 */
function labelDayButton(language: Language, date: Date, modifiers: Modifiers): string {
  return t("layout.dateTimePicker.day", {
    date: dayName(language, date),
    isToday: String(Boolean(modifiers.today)),
    isSelected: String(Boolean(modifiers.selected)),
  });
}

export function calendarTexts(
  language: Language,
): Pick<DayPickerProps, "labels" | "formatters" | "weekStartsOn" | "lang"> {
  const labels: DayPickerProps["labels"] = {
    labelDayButton: (date, modifiers) => labelDayButton(language, date, modifiers),
    labelPrevious: () => t("layout.dateTimePicker.previousMonth"),
    labelNext: () => t("layout.dateTimePicker.nextMonth"),
  };
  if (language === "en") return { labels };
  const monthAndYear = intl(language, { month: "long", year: "numeric" });
  const weekday = intl(language, { weekday: "short" });
  return {
    lang: language,
    weekStartsOn: WEEK_STARTS_ON[language],
    labels: { ...labels, labelGrid: (date) => monthAndYear.format(date) },
    formatters: {
      formatCaption: (date) => monthAndYear.format(date),
      formatWeekdayName: (date) => weekday.format(date),
    },
  };
}

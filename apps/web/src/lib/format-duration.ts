import type { Language } from "@events/contract";
import { activeLanguage } from "@/i18n/i18n";
import { compareWallClock, parseWallClock } from "./wall-clock";

// Session durations read 'Xh Ym' in English (spec doc 2 §9), always both parts: '0h 45m',
// '2h 0m'; other languages write the language's short units ('2 Std. 45 Min.').

function unitFormat(language: Language, unit: "hour" | "minute", value: number): string {
  return new Intl.NumberFormat(language, { style: "unit", unit, unitDisplay: "narrow" }).format(
    value,
  );
}

/**
 * The time from start to end as 'Xh Ym'; undefined when either is not a wall-clock time or the
 * end is before the start (nothing sensible to show).
 */
export function formatDuration(
  start: string,
  end: string,
  language: Language = activeLanguage(),
): string | undefined {
  if (!parseWallClock(start) || !parseWallClock(end)) return undefined;
  const total = compareWallClock(end, start) / 60_000;
  if (total < 0) return undefined;
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (language === "en") return `${hours}h ${minutes}m`;
  return `${unitFormat(language, "hour", hours)} ${unitFormat(language, "minute", minutes)}`;
}

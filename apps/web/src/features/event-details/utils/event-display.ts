import { DEFAULT_THEME_COLORS, THEME_COLOR_PATTERN } from "@events/contract";
import { t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

const NAMED_COLOR_LABELS = [
  "event-details.theme.primary",
  "event-details.theme.secondary",
  "event-details.theme.accent",
] as const satisfies readonly MessageId[];

export type ThemeColor = { label: string; value: string };

/**
 * The theme's colours: the first three are primary, secondary and accent, each falling back to
 * its default when the event has none there (or an unreadable one); any further colours follow.
 */
export function getThemeColors(colors: readonly string[] | null | undefined): ThemeColor[] {
  const stored = colors ?? [];
  const count = Math.max(stored.length, DEFAULT_THEME_COLORS.length);
  return Array.from({ length: count }, (_, index) => index)
    .map((index) => {
      const value = stored[index]?.trim() ?? "";
      const isReadable = THEME_COLOR_PATTERN.test(value);
      return {
        label: NAMED_COLOR_LABELS[index]
          ? t(NAMED_COLOR_LABELS[index])
          : t("event-details.theme.numbered", { position: index + 1 }),
        value: isReadable ? value : (DEFAULT_THEME_COLORS[index] ?? ""),
      };
    })
    .filter((color) => color.value !== "");
}

/** A tel: address keeps only digits and '+'; undefined when nothing callable is left. */
export function getPhoneHref(phone: string | null | undefined): string | undefined {
  const dialable = (phone ?? "").replace(/[^\d+]/g, "");
  return /\d/.test(dialable) ? `tel:${dialable}` : undefined;
}

/** Only web addresses become links, so stored text can never run script when clicked. */
export function getSafeExternalUrl(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  if (!trimmed) return undefined;
  try {
    const url = new URL(trimmed);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Text that is only spaces counts as missing. */
export function getText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

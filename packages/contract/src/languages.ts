// The languages the product speaks, and how one is chosen. Plain code without zod: the pages
// that load first (the sign-in page, the public registration page) choose their language with it.

export const LANGUAGES = ["en", "de", "es", "ar"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The specification's language: its words are the English catalogues' texts. */
export const SOURCE_LANGUAGE: Language = "en";

/** Each language's own name for itself, so a reader finds theirs whatever the page's language. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: "English",
  de: "Deutsch",
  es: "Español",
  ar: "العربية",
};

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set<Language>(["ar"]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

export function textDirectionOf(language: Language): "ltr" | "rtl" {
  return RIGHT_TO_LEFT.has(language) ? "rtl" : "ltr";
}

/**
 * The first of the reader's languages (BCP 47 tags, best first) that the product speaks,
 * matched on the primary subtag: "de-AT" is German, "es-419" Spanish.
 */
export function pickLanguage(preferences: readonly string[]): Language | undefined {
  for (const tag of preferences) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}

/**
 * The tags of an Accept-Language header, best first ("de-CH, fr;q=0.8, *;q=0.1"); those with
 * q=0 are refused, not wanted. At most 20 entries are read: the header comes from anyone.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(",", 20)
    .map((entry, index) => {
      const [tag = "", ...parameters] = entry.trim().split(";");
      const quality = parameters
        .map((parameter) => parameter.trim().match(/^q=([01](?:\.\d{0,3})?)$/))
        .find((match) => match !== null);
      return { tag: tag.trim(), quality: quality ? Number(quality[1]) : 1, index };
    })
    .filter(({ tag, quality }) => tag !== "" && tag !== "*" && quality > 0)
    .sort((left, right) => right.quality - left.quality || left.index - right.index)
    .map(({ tag }) => tag);
}

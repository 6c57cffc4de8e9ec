import type { Language } from "@events/contract";

// Lists in words. English keeps the specification's forms ('A, B' for names, 'JPEG, PNG or GIF'
// for a choice), which Intl would change ('A and B', 'JPEG, PNG, or GIF'); other languages get
// Intl's ('A und B', 'JPEG, PNG oder GIF').

type ListKind = "all" | "either";

const INTL_TYPES: Record<ListKind, Intl.ListFormatType> = {
  all: "conjunction",
  either: "disjunction",
};

function formatEnglishList(items: readonly string[], kind: ListKind): string {
  if (kind === "all" || items.length < 2) return items.join(", ");
  return `${items.slice(0, -1).join(", ")} or ${items.at(-1)}`;
}

/** The items as one phrase: all of them, or either one. */
export function formatList(
  items: readonly string[],
  language: Language,
  kind: ListKind = "all",
): string {
  if (language === "en") return formatEnglishList(items, kind);
  return new Intl.ListFormat(language, { type: INTL_TYPES[kind] }).format(items);
}

/**
 * Up to two initials, from the first letters of the name's first two words, upper-cased:
 * 'Ada Lovelace' → 'AL', 'cher' → 'C'; 'NA' when there is no name (spec doc 2 §9).
 */
export function getInitials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const initials = words
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toUpperCase();
  return initials === "" ? "NA" : initials;
}

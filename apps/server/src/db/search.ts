/**
 * The LIKE pattern that finds `text` anywhere, in lower case as the searched expressions are
 * (schema.ts searchText), with LIKE's own wildcards taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

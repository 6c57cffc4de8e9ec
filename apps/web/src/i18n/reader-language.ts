// Imports nothing: the build reads this module too (vite.config.ts), and writes the function
// below into a script of the page.

/** Where this browser keeps the reader's choice of language. */
export const LANGUAGE_CHOICE_KEY = "events.language";

/**
 * The language a page opens in, among `languages`. It reads nothing but its arguments and the
 * browser's globals, so the build also writes it as it is into the script that asks for the
 * page's first texts before the page's code has run (vite.config.ts's firstTexts): both pick the same file.
 */
export function readerLanguageAmong(
  languages: readonly string[],
  choiceKey: string,
  sourceLanguage: string,
): string {
  const isKnown = (value: unknown): value is string =>
    typeof value === "string" && languages.includes(value);
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(choiceKey);
  } catch {
    // Storage can be refused: the browser's languages decide then.
  }
  if (isKnown(stored)) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const primary = tag.trim().split(/[-_]/)[0]?.toLowerCase();
    if (isKnown(primary)) return primary;
  }
  const fromServer = document.documentElement.dataset.defaultLanguage;
  return isKnown(fromServer) ? fromServer : sourceLanguage;
}

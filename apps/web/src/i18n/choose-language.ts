import {
  isLanguage,
  LANGUAGES,
  type Language,
  pickLanguage,
  SOURCE_LANGUAGE,
} from "@events/contract";
import { activateLanguage, activeLanguage } from "./i18n";
import { LANGUAGE_CHOICE_KEY, readerLanguageAmong } from "./reader-language";

// Which language a page opens in: the reader's own choice (kept in this browser, and for a
// signed-in admin on their account), else their browser's, else the server's DEFAULT_LANGUAGE
// (the server writes it on the page's root element: apps/server/src/http/web-app.ts).

export function storedLanguageChoice(): Language | undefined {
  try {
    const stored = window.localStorage.getItem(LANGUAGE_CHOICE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    // Storage can be refused (private modes, policies): the browser's languages decide then.
    return undefined;
  }
}

export function storeLanguageChoice(language: Language | null): void {
  try {
    if (language === null) window.localStorage.removeItem(LANGUAGE_CHOICE_KEY);
    else window.localStorage.setItem(LANGUAGE_CHOICE_KEY, language);
  } catch {
    // As above: the choice lasts this page only.
  }
}

export function browserLanguage(): Language | undefined {
  return pickLanguage(navigator.languages ?? [navigator.language]);
}

export function serverDefaultLanguage(): Language {
  const fromServer = document.documentElement.dataset.defaultLanguage;
  return isLanguage(fromServer) ? fromServer : SOURCE_LANGUAGE;
}

/** The stored choice, else the browser's language, else the server's (reader-language.ts). */
export function chooseLanguage(): Language {
  return readerLanguageAmong(LANGUAGES, LANGUAGE_CHOICE_KEY, SOURCE_LANGUAGE) as Language;
}

/**
 * The reader's choice of language: kept in this browser, so the next visit opens in it, and the
 * page shown in it once its texts are in. Fails when they cannot come (offline); the page then
 * stays in its language.
 */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguageChoice(language);
  if (language !== activeLanguage()) await activateLanguage(language);
}

import { CSRF_COOKIE, LANGUAGES, SOURCE_LANGUAGE } from "@events/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeLanguageChoice } from "./choose-language";
import { type FirstTextsSettings, preloadFirstTexts } from "./first-texts";
import { LANGUAGE_CHOICE_KEY, readerLanguageAmong } from "./reader-language";

const filesIn = (bundle: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, `/assets/${bundle}-${language}.js`]));

const SETTINGS: FirstTextsSettings = {
  startFiles: filesIn("start"),
  adminFiles: filesIn("admin"),
  languages: LANGUAGES,
  choiceKey: LANGUAGE_CHOICE_KEY,
  sourceLanguage: SOURCE_LANGUAGE,
  sessionCookie: CSRF_COOKIE,
};

function setSessionCookie(value: string, expires = "") {
  // biome-ignore lint/suspicious/noDocumentCookie: jsdom's cookie jar is the one the script reads.
  document.cookie = `${CSRF_COOKIE}=${value}; path=/${expires}`;
}

function preloadedFiles(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => link.getAttribute("href") ?? "",
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  storeLanguageChoice(null);
  setSessionCookie("", "; expires=Thu, 01 Jan 1970 00:00:00 GMT");
  for (const link of document.head.querySelectorAll('link[rel="modulepreload"]')) link.remove();
});

describe("the page's first texts, asked for before its code has run", () => {
  it("are the sign-in texts in the reader's stored language when no one is signed in", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
    storeLanguageChoice("ar");
    preloadFirstTexts(readerLanguageAmong, SETTINGS);
    expect(preloadedFiles()).toEqual(["/assets/start-ar.js"]);
  });

  it("are the sign-in and the portals' texts, in the browser's language, with a session", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "es-419"]);
    setSessionCookie("token");
    preloadFirstTexts(readerLanguageAmong, SETTINGS);
    expect(preloadedFiles()).toEqual(["/assets/start-es.js", "/assets/admin-es.js"]);
  });

  it("work as the build writes them into the page: a script of the functions' own text", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr"]);
    document.documentElement.dataset.defaultLanguage = "de";
    // What vite.config.ts's firstTexts writes: any import the functions grew would fail here.
    const script = `(${preloadFirstTexts})(${readerLanguageAmong}, ${JSON.stringify(SETTINGS)});`;
    new Function(script)();
    delete document.documentElement.dataset.defaultLanguage;
    expect(preloadedFiles()).toEqual(["/assets/start-de.js"]);
  });
});

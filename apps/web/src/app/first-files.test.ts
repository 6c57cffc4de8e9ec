import { CSRF_COOKIE, LANGUAGES, SOURCE_LANGUAGE } from "@events/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeLanguageChoice } from "@/i18n/choose-language";
import { LANGUAGE_CHOICE_KEY, readerLanguageAmong } from "@/i18n/reader-language";
import { type FirstFilesSettings, preloadFirstFiles } from "./first-files";

const filesIn = (bundle: string) =>
  Object.fromEntries(LANGUAGES.map((language) => [language, `/assets/${bundle}-${language}.js`]));

const SETTINGS: FirstFilesSettings = {
  startFiles: filesIn("start"),
  adminFiles: filesIn("admin"),
  areaFiles: [
    {
      pathStarts: ["/system-admin", "/event-admin"],
      files: ["/assets/portal.js", "/assets/query.js"],
    },
    { pathStarts: ["/door"], files: ["/assets/door.js", "/assets/query.js"] },
  ],
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
  window.history.pushState(null, "", "/");
});

describe("the page's first texts and frame, asked for before its code has run", () => {
  it("are the sign-in texts in the reader's stored language when no one is signed in", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["de-DE"]);
    storeLanguageChoice("ar");
    preloadFirstFiles(readerLanguageAmong, SETTINGS);
    expect(preloadedFiles()).toEqual(["/assets/start-ar.js"]);
  });

  it("are the sign-in and the portals' texts, in the browser's language, with a session", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "es-419"]);
    setSessionCookie("token");
    preloadFirstFiles(readerLanguageAmong, SETTINGS);
    expect(preloadedFiles()).toEqual(["/assets/start-es.js", "/assets/admin-es.js"]);
  });

  it("are, with a session, the code of the frame the address is drawn in too", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en"]);
    setSessionCookie("token");
    window.history.pushState(null, "", "/event-admin/events");
    preloadFirstFiles(readerLanguageAmong, SETTINGS);
    expect(preloadedFiles()).toEqual([
      "/assets/start-en.js",
      "/assets/admin-en.js",
      "/assets/portal.js",
      "/assets/query.js",
    ]);
  });

  it("leave the frame's code alone without a session, or where no frame draws the page", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en"]);
    window.history.pushState(null, "", "/door");
    preloadFirstFiles(readerLanguageAmong, SETTINGS);
    expect(preloadedFiles()).toEqual(["/assets/start-en.js"]);
    for (const link of document.head.querySelectorAll("link")) link.remove();
    setSessionCookie("token");
    window.history.pushState(null, "", "/login");
    preloadFirstFiles(readerLanguageAmong, SETTINGS);
    expect(preloadedFiles()).toEqual(["/assets/start-en.js", "/assets/admin-en.js"]);
  });

  it("work as the build writes them into the page: a script of the functions' own text", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr"]);
    document.documentElement.dataset.defaultLanguage = "de";
    // What vite.config.ts's firstTexts writes: any import the functions grew would fail here.
    const script = `(${preloadFirstFiles})(${readerLanguageAmong}, ${JSON.stringify(SETTINGS)});`;
    new Function(script)();
    delete document.documentElement.dataset.defaultLanguage;
    expect(preloadedFiles()).toEqual(["/assets/start-de.js"]);
  });
});

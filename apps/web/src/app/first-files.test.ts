import { CSRF_COOKIE, CSRF_HEADER, LANGUAGES, SOURCE_LANGUAGE } from "@events/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { storeLanguageChoice } from "@/i18n/choose-language";
import { LANGUAGE_CHOICE_KEY, readerLanguageAmong } from "@/i18n/reader-language";
import { readCookie } from "@/lib/cookies";
import {
  type FirstFilesSettings,
  preloadFirstFiles,
  SENT_SESSION_CHECK,
  takeSentSessionCheck,
} from "./first-files";

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
  choiceKey: LANGUAGE_CHOICE_KEY,
  sourceLanguage: SOURCE_LANGUAGE,
  sessionCookie: CSRF_COOKIE,
  sessionCheck: {
    path: "/api/auth/validate-token",
    csrfHeader: CSRF_HEADER,
    delayMs: 50,
    sentKey: SENT_SESSION_CHECK,
  },
};

/** The first script as the page runs it. */
function runFirstScript() {
  preloadFirstFiles(readerLanguageAmong, readCookie, SETTINGS);
}

/** A server that answers every call with this user, and the calls it was sent. */
function answerSessionChecks() {
  const sendCall = vi.fn((_path: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(JSON.stringify({ user: { id: "u1" } }), {
        headers: { "content-type": "application/json" },
      }),
    ),
  );
  vi.stubGlobal("fetch", sendCall);
  return sendCall;
}

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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  delete (window as unknown as Record<string, unknown>)[SENT_SESSION_CHECK];
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
    runFirstScript();
    expect(preloadedFiles()).toEqual(["/assets/start-ar.js"]);
  });

  it("are the sign-in and the portals' texts, in the browser's language, with a session", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr-FR", "es-419"]);
    answerSessionChecks();
    setSessionCookie("token");
    runFirstScript();
    expect(preloadedFiles()).toEqual(["/assets/start-es.js", "/assets/admin-es.js"]);
  });

  it("are, with a session, the code of the frame the address is drawn in too", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["en"]);
    answerSessionChecks();
    setSessionCookie("token");
    window.history.pushState(null, "", "/event-admin/events");
    runFirstScript();
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
    runFirstScript();
    expect(preloadedFiles()).toEqual(["/assets/start-en.js"]);
    for (const link of document.head.querySelectorAll("link")) link.remove();
    answerSessionChecks();
    setSessionCookie("token");
    window.history.pushState(null, "", "/login");
    runFirstScript();
    expect(preloadedFiles()).toEqual(["/assets/start-en.js", "/assets/admin-en.js"]);
  });

  it("work as the build writes them into the page: a script of the functions' own text", () => {
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["fr"]);
    document.documentElement.dataset.defaultLanguage = "de";
    // What vite.config.ts's firstTexts writes: any import the functions grew would fail here.
    const script = `(${preloadFirstFiles})(${readerLanguageAmong}, ${readCookie}, ${JSON.stringify(SETTINGS)});`;
    new Function(script)();
    delete document.documentElement.dataset.defaultLanguage;
    expect(preloadedFiles()).toEqual(["/assets/start-de.js"]);
  });
});

describe("the session check, sent by the page's first script", () => {
  it("goes after the app's delay with the session's CSRF header, and the app reads its answer", async () => {
    vi.useFakeTimers();
    const sendCall = answerSessionChecks();
    setSessionCookie("token%3D1");
    runFirstScript();
    await vi.advanceTimersByTimeAsync(49);
    expect(sendCall).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(sendCall).toHaveBeenCalledTimes(1);
    const [path, init] = sendCall.mock.calls[0] ?? [];
    expect(path).toBe("/api/auth/validate-token");
    expect(init?.method).toBe("POST");
    // fetch's default, which sends the cookies of the page's own site.
    expect(init?.credentials).toBeUndefined();
    expect(new Headers(init?.headers).get(CSRF_HEADER)).toBe("token=1");

    const sent = takeSentSessionCheck();
    expect(await (await sent)?.json()).toEqual({ user: { id: "u1" } });
    // Taken once: the app's later checks are its own.
    expect(takeSentSessionCheck()).toBeUndefined();
  });

  it("is not sent without a session", async () => {
    vi.useFakeTimers();
    const sendCall = answerSessionChecks();
    runFirstScript();
    await vi.advanceTimersByTimeAsync(100);
    expect(sendCall).not.toHaveBeenCalled();
    expect(takeSentSessionCheck()).toBeUndefined();
  });
});

import "@testing-library/jest-dom/vitest";
import englishMessages from "virtual:catalogue/all/en";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { i18n } from "@/i18n/i18n";

// jsdom's default style sheet leaves <wbr> out, so accessible names would gain a space at every
// line-break opportunity (components/ui/email-text.tsx); browsers display it inline.
// Test files share one jsdom per worker (vite.config.ts: isolate false): added once.
if (!document.getElementById("browser-defaults")) {
  const browserDefaults = document.createElement("style");
  browserDefaults.id = "browser-defaults";
  browserDefaults.textContent = "wbr { display: inline; }";
  document.head.append(browserDefaults);
}

// findBy and waitFor wait for what the user would see; on a loaded machine a lazily loaded form
// or a debounced search can take longer than the library's one second.
configure({ asyncUtilTimeout: 10_000 });

// Components read their texts in English, as a first visit with an English browser would; a
// test of another language activates it itself (i18n/i18n.ts) and goes back to English after.
i18n.loadAndActivate({ locale: "en", messages: englishMessages });

afterEach(() => {
  if (i18n.locale !== "en") {
    i18n.activate("en");
    document.documentElement.lang = "en";
    document.documentElement.dir = "ltr";
  }
  cleanup();
});

// The next file in this worker starts as a fresh page would: nothing stored, no spy, no stubbed
// global or fake clock left from this one.
afterAll(() => {
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API to clear them with
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

import { parseAcceptLanguage, pickLanguage } from "@events/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage, storeLanguageChoice } from "./choose-language";

function browserAsks(languages: string[]) {
  vi.spyOn(navigator, "languages", "get").mockReturnValue(languages);
}

afterEach(() => {
  vi.restoreAllMocks();
  storeLanguageChoice(null);
  delete document.documentElement.dataset.defaultLanguage;
});

describe("the language a page opens in", () => {
  it("is the reader's stored choice, whatever the browser asks for", () => {
    browserAsks(["de-DE", "en"]);
    storeLanguageChoice("ar");
    expect(chooseLanguage()).toBe("ar");
  });

  it("is else the first of the browser's languages the product speaks, by its primary subtag", () => {
    browserAsks(["fr-FR", "es-419", "de"]);
    expect(chooseLanguage()).toBe("es");
  });

  it("is else the server's default, written on the page", () => {
    browserAsks(["fr-FR", "ja"]);
    document.documentElement.dataset.defaultLanguage = "de";
    expect(chooseLanguage()).toBe("de");
  });

  it("is English when the server names no language the page knows", () => {
    browserAsks(["fr"]);
    document.documentElement.dataset.defaultLanguage = "xx";
    expect(chooseLanguage()).toBe("en");
  });
});

describe("an Accept-Language header", () => {
  it("is read best first, keeping the written order among equals and leaving out q=0 and *", () => {
    expect(parseAcceptLanguage("fr;q=0.5, de-CH, es;q=0.9, ar;q=0, *;q=0.1, en;q=0.5")).toEqual([
      "de-CH",
      "es",
      "fr",
      "en",
    ]);
    expect(pickLanguage(parseAcceptLanguage("fr;q=0.9, ar;q=0, es-MX;q=0.8"))).toBe("es");
  });

  it("is nothing when missing or empty", () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
    expect(parseAcceptLanguage(" ")).toEqual([]);
    expect(pickLanguage([])).toBeUndefined();
  });
});

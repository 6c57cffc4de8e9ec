import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { renderAdminLayout } from "@/components/layout/testing/render-admin-layout";
import { storedLanguageChoice, storeLanguageChoice } from "@/i18n/choose-language";
import { activeLanguage, loadBundle } from "@/i18n/i18n";
import { buildUser } from "@/testing/factories";
import { stubJsonServer } from "@/testing/stub-json-server";
import { adoptAccountLanguage, chooseAccountLanguage } from "./account-language";

beforeAll(async () => {
  // The portals' texts, as the portal loads them: a language switch loads them in the new one.
  await loadBundle("admin");
});

afterEach(() => {
  storeLanguageChoice(null);
  vi.unstubAllGlobals();
});

function renderPortal() {
  renderAdminLayout({
    user: { name: "grace hopper", type: "system_admin", language: null },
    onChooseLanguage: (language) => void chooseAccountLanguage(language),
  });
}

describe("the user menu's language", () => {
  it("switches the page to German by keyboard, keeps it here and on the account", async () => {
    const server = stubJsonServer({
      "PUT /api/auth/language": { body: { user: buildUser({ language: "de" }) } },
    });
    const user = userEvent.setup();
    renderPortal();
    screen.getByRole("button", { name: /grace hopper/ }).focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    const languageItem = within(menu).getByRole("menuitem", { name: "Language" });
    expect(languageItem).toHaveAttribute("aria-haspopup", "menu");
    // The menu opens on its first item, Language.
    await waitFor(() => expect(languageItem).toHaveFocus());
    await user.keyboard("{ArrowRight}");
    const browserItem = await screen.findByRole("menuitemradio", { name: "Browser's language" });
    expect(browserItem).toHaveAttribute("aria-checked", "true");
    expect(screen.getByRole("menuitemradio", { name: "العربية" })).toBeInTheDocument();
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("menuitemradio", { name: "Deutsch" })).toHaveFocus();
    await user.keyboard("{Enter}");

    expect(await screen.findByRole("button", { name: "Abmelden" })).toBeInTheDocument();
    expect(screen.getByText("Systemadmin")).toBeInTheDocument();
    expect(document.documentElement.lang).toBe("de");
    expect(storedLanguageChoice()).toBe("de");
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: "PUT", url: "/api/auth/language", body: { language: "de" } },
      ]),
    );
  });

  it("goes back to the browser's language with Browser's language", async () => {
    const server = stubJsonServer({
      "PUT /api/auth/language": { body: { user: buildUser({ language: null }) } },
    });
    vi.spyOn(navigator, "languages", "get").mockReturnValue(["es-ES"]);
    storeLanguageChoice("de");
    await chooseAccountLanguage(null);
    expect(storedLanguageChoice()).toBeUndefined();
    expect(activeLanguage()).toBe("es");
    expect(server.writes()).toEqual([
      { method: "PUT", url: "/api/auth/language", body: { language: null } },
    ]);
    vi.restoreAllMocks();
  });
});

describe("an account's language after sign-in", () => {
  it("is taken up by the page and kept in this browser", async () => {
    adoptAccountLanguage(buildUser({ language: "ar" }));
    expect(storedLanguageChoice()).toBe("ar");
    await waitFor(() => expect(document.documentElement.dir).toBe("rtl"));
    expect(activeLanguage()).toBe("ar");
  });

  it("leaves the page as it is when the account has none", () => {
    storeLanguageChoice("es");
    adoptAccountLanguage(buildUser({ language: null }));
    expect(storedLanguageChoice()).toBe("es");
    expect(activeLanguage()).toBe("en");
  });
});

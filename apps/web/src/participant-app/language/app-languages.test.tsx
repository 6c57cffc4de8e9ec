import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import germanErrors from "@/i18n/catalogues/errors/de.json";
import { storedLanguageChoice, storeLanguageChoice } from "@/i18n/choose-language";
import { loadBundle } from "@/i18n/i18n";
import { showTextsIn } from "@/testing/languages";
import { answer, stubAppServer } from "../testing/app-server-stub";
import { renderAppAt, resetAppBetweenTests, setSessionCookie } from "../testing/app-test-setup";
import { buildMyEvent, buildTicket, EVENT_ID } from "../testing/factories";
import { buildPerson } from "../testing/person-factories";

// The participants' app in the person's language: its screens in German and Arabic, and the
// language chosen on the profile or kept on the person's account, which the app switches to.

resetAppBetweenTests();
afterEach(() => storeLanguageChoice(null));

const conference = buildMyEvent();
const GERMAN_INVALID_EMAIL = germanErrors["errors.common.invalidEmail"];
const ada = buildPerson();

function stubProfile(person = ada) {
  return stubAppServer({
    "GET /api/me": answer({ person }),
    "GET /api/me/messages": answer({ messages: [], unread: 2 }),
    "PATCH /api/me/profile": (request) =>
      answer({ person: { ...person, ...(request.body as object) } }),
  });
}

describe("the app in German", () => {
  it("lists the person's events in German, dates in German in the event's zone", async () => {
    await showTextsIn("de");
    vi.useFakeTimers({ now: new Date("2027-01-10T12:00:00Z"), toFake: ["Date"] });
    stubAppServer({
      "GET /api/me/events": answer({
        events: [conference, { ...conference, id: "x", is_past: true }],
      }),
      "GET /api/me/messages": answer({ messages: [], unread: 2 }),
    });
    renderAppAt("/app/");

    const upcoming = await screen.findByRole("region", { name: "Bevorstehend" });
    expect(screen.getByRole("heading", { level: 1, name: "Meine Veranstaltungen" })).toBeVisible();
    expect(screen.getByRole("region", { name: "Vergangen" })).toBeInTheDocument();
    const card = within(upcoming).getByRole("link", { name: /Annual Conference 2027/ });
    // Intl's German forms: 'Di., 4. Mai 2027, 09:00 – Do., 6. Mai 2027, 17:00'.
    expect(card).toHaveTextContent(/4\. Mai/);
    expect(card).toHaveTextContent(/6\. Mai 2027/);
    expect(screen.getByRole("button", { name: "Abmelden" })).toBeInTheDocument();
    const tabs = screen.getByRole("navigation", { name: "Bereiche" });
    expect(within(tabs).getByRole("link", { name: "Posteingang (2 ungelesen)" })).toBeVisible();
  });

  it("shows the profile in German, the person's own data as it is", async () => {
    await showTextsIn("de");
    stubProfile();
    renderAppAt("/app/profile");

    expect(await screen.findByRole("region", { name: "Name und Telefon" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Profil" })).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveValue("Ada Lovelace");
    expect(screen.getByLabelText("Telefon (optional)")).toHaveValue("+44 161 000 0001");
    expect(screen.getByText(/^JPEG, PNG, GIF oder WEBP, bis \d+ MB$/)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "E-Mail-Adresse ändern" })).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: "Sprache der App" })).toHaveValue("de");
    expect(screen.getByRole("link", { name: "Datenschutz und Ihre Daten" })).toBeInTheDocument();
  });
});

describe("signing in in German", () => {
  it("asks for the address in German, and refuses a wrong one with the contract's rule in German", async () => {
    await showTextsIn("de");
    const server = stubAppServer({});
    renderAppAt("/app/sign-in", { isSignedIn: false });

    expect(await screen.findByRole("heading", { level: 1, name: "Anmelden" })).toBeVisible();
    await userEvent.type(screen.getByLabelText("E-Mail-Adresse"), "ada-at-events");
    await userEvent.click(screen.getByRole("button", { name: "Code senden" }));

    const field = screen.getByLabelText("E-Mail-Adresse");
    expect(await screen.findByText(GERMAN_INVALID_EMAIL)).toBeInTheDocument();
    expect(field).toBeInvalid();
    expect(server.requests).toHaveLength(0);
  });
});

describe("the app in Arabic", () => {
  it("reads right to left, with its tabs and ticket in Arabic", async () => {
    await showTextsIn("ar");
    stubAppServer({
      [`GET /api/me/events/${EVENT_ID}/ticket`]: answer({ ticket: buildTicket() }),
      "GET /api/me/messages": answer({ messages: [], unread: 0 }),
    });
    renderAppAt(`/app/events/${EVENT_ID}/ticket`);

    expect(await screen.findByRole("heading", { level: 1, name: "تذكرتي" })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const eventTabs = screen.getByRole("navigation", { name: "الفعالية" });
    expect(within(eventTabs).getByRole("link", { name: "البرنامج" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "العرض بملء الشاشة" })).toBeInTheDocument();
  });
});

describe("the person's language", () => {
  it("is saved when chosen on the profile, and the app switches to it", async () => {
    await loadBundle("app");
    const server = stubProfile();
    renderAppAt("/app/profile");
    const select = await screen.findByRole("combobox", { name: "Language of the app" });
    expect(within(select).getByRole("option", { name: "Deutsch" })).toHaveAttribute("lang", "de");

    await userEvent.selectOptions(select, "Deutsch");

    expect(await screen.findByRole("heading", { level: 1, name: "Profil" })).toBeInTheDocument();
    expect(server.callsTo("PATCH /api/me/profile").map((call) => call.body)).toEqual([
      { language: "de" },
    ]);
    expect(screen.getByText("Die Sprache ist gespeichert.")).toBeInTheDocument();
    expect(storedLanguageChoice()).toBe("de");
    expect(document.documentElement).toHaveAttribute("lang", "de");
  });

  it("is followed once the person signs in, when they have chosen one", async () => {
    await loadBundle("app");
    stubAppServer({
      "POST /api/me/sign-in/link": () => {
        setSessionCookie(true);
        return answer({ person: buildPerson({ language: "es" }) });
      },
      "GET /api/me/events": answer({ events: [] }),
      "GET /api/me/messages": answer({ messages: [], unread: 0 }),
    });
    renderAppAt(`/app/link#token=${"a".repeat(36)}.${"b".repeat(43)}`, { isSignedIn: false });

    expect(await screen.findByRole("heading", { level: 1, name: "Mis eventos" })).toBeVisible();
    expect(storedLanguageChoice()).toBe("es");
  });
});

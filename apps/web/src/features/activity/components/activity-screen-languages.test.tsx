import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import {
  buildAuditEntry,
  buildAuditLogPage,
  buildNumberedEntry,
  stubActivityServer,
} from "../testing/fake-activity-server";
import { ActivityScreen } from "./activity-screen";

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderLog() {
  stubActivityServer(() =>
    buildAuditLogPage([
      buildAuditEntry({
        via_token: "CRM sync",
        changes: {
          is_branded: [false, true],
          venue: ["Main Hall", "Pier 4"],
          language: [null, "de"],
          seat_row: ["A", "B"],
        },
      }),
      buildNumberedEntry(2, {
        action: "sign_in_failed",
        entity_type: "user",
        event_id: null,
        event_name: null,
        actor_id: null,
        actor_name: null,
        actor_role: "anonymous",
        changes: {},
      }),
    ]),
  );
  renderWithQueryClient(inPortal("system_admin", <ActivityScreen />), createTestQueryClient(), {
    initialEntries: ["/system-admin/activity"],
  });
}

describe("The activity log in German", () => {
  it("says what was done, by whom and through which token, in German", async () => {
    await showTextsIn("de");
    renderLog();

    expect(await screen.findByText("2 Einträge")).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Aktivität" })).toBeInTheDocument();
    const list = screen.getByRole("list", { name: "Aktivitätseinträge" });
    const [update, failedSignIn] = within(list).getAllByRole("article");
    if (!update || !failedSignIn) throw new Error("Two entries expected");

    expect(
      within(update).getByRole("heading", { name: "Aktualisiert · Veranstaltung" }),
    ).toBeInTheDocument();
    // One message with the actor and the token in it, not English glued around them.
    expect(within(update).getByText("Grace Hopper über Token CRM sync")).toBeInTheDocument();
    expect(within(update).getByText(/Systemadmin/)).toBeInTheDocument();
    const changes = within(update).getByRole("table", {
      name: "Änderungen: Aktualisiert · Veranstaltung",
    });
    expect(within(changes).getByRole("columnheader", { name: "Vorher" })).toBeInTheDocument();
    expect(within(changes).getByRole("cell", { name: "Ja" })).toBeInTheDocument();

    expect(
      within(failedSignIn).getByRole("heading", { name: "Fehlgeschlagene Anmeldung · Benutzer" }),
    ).toBeInTheDocument();
    expect(within(failedSignIn).getByText("Nicht angemeldet")).toBeInTheDocument();
  });

  it("names the changed fields in German, as the forms do, and an unknown one as recorded", async () => {
    await showTextsIn("de");
    renderLog();

    const changes = await screen.findByRole("table", {
      name: "Änderungen: Aktualisiert · Veranstaltung",
    });
    const fields = within(changes)
      .getAllByRole("rowheader")
      .map((header) => header.textContent);
    expect(fields).toEqual(["Veranstaltung mit eigenem Branding", "Ort", "Sprache", "seat_row"]);
  });

  it("offers the filters' choices in German", async () => {
    await showTextsIn("de");
    renderLog();

    await screen.findByText("2 Einträge");
    const action = screen.getByRole("combobox", { name: "Aktion" });
    expect(within(action).getByRole("option", { name: "Alle Aktionen" })).toBeInTheDocument();
    expect(
      within(action).getByRole("option", { name: "API-Token widerrufen" }),
    ).toBeInTheDocument();
    const type = screen.getByRole("combobox", { name: "Typ" });
    expect(within(type).getByRole("option", { name: "Einlassgerät" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "CSV exportieren" })).toBeInTheDocument();
  });
});

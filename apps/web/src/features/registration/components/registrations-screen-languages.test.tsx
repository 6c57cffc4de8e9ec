import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { stubJsonServer } from "@/testing/stub-json-server";
import {
  buildRegistration,
  REGISTRATIONS_FIRST_PAGE,
  registrationsAnswer,
} from "../testing/fake-registration-server";
import { renderRegistrations } from "../testing/render-registrations";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("RegistrationsScreen in German", () => {
  it("names its counts, filters, columns, states and actions in German, the organiser's data as it is", async () => {
    await showTextsIn("de");
    stubJsonServer({
      [`GET ${REGISTRATIONS_FIRST_PAGE}`]: registrationsAnswer([
        buildRegistration(1, { name: "Ada Lovelace", email: "ada@example.org" }),
        buildRegistration(2, { name: "Grace Hopper", state: "waiting", position: 1 }),
      ]),
    });
    renderRegistrations();
    const table = await screen.findByRole("table");
    expect(screen.getByRole("heading", { level: 1, name: "Anmeldungen" })).toBeInTheDocument();
    expect(screen.getByText("Kapazität").closest("div")).toHaveTextContent(/Noch \d+ Plätze frei/);
    expect(
      within(screen.getByRole("group", { name: "Status" })).getByRole("button", {
        name: /^Freigabe ausstehend/,
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Anmeldungen durchsuchen" })).toHaveAttribute(
      "placeholder",
      "Name oder E-Mail",
    );
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((header) => header.textContent),
    ).toEqual([
      "Name und E-Mail",
      "Status",
      "Position",
      "Angeboten bis",
      "Angemeldet am",
      "Aktionen",
    ]);
    expect(within(table).getByText("Ada Lovelace")).toBeInTheDocument();
    expect(within(table).getByText("Warteliste")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Ada Lovelace freigeben" })).toHaveTextContent(
      "Freigeben",
    );
    expect(screen.getByRole("button", { name: "Ada Lovelace ablehnen" })).toBeInTheDocument();
    expect(screen.getByText("Zeiten in America/New_York.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Anmeldeeinstellungen" })).toBeInTheDocument();
  });
});

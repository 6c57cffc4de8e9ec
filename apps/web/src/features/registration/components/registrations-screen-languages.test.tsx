import type { Registration, RegistrationsResponse } from "@events/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEventQueryOptions } from "@/api/events/get-event";
import { buildEvent, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { stubJsonServer } from "@/testing/stub-json-server";
import {
  buildCounts,
  buildRegistration,
  REGISTRATIONS_URL,
} from "../testing/fake-registration-server";
import { RegistrationsScreen } from "./registrations-screen";

const FIRST_PAGE = `${REGISTRATIONS_URL}?page=1&page_size=25`;

afterEach(() => {
  vi.unstubAllGlobals();
});

function listAnswer(registrations: Registration[]) {
  const body: RegistrationsResponse = {
    registrations,
    page_info: { total: registrations.length, page: 1, page_size: 25 },
    counts: buildCounts(),
  };
  return { body };
}

describe("RegistrationsScreen in German", () => {
  it("names its counts, filters, columns, states and actions in German, the organiser's data as it is", async () => {
    await showTextsIn("de");
    stubJsonServer({
      [`GET ${FIRST_PAGE}`]: listAnswer([
        buildRegistration(1, { name: "Ada Lovelace", email: "ada@example.org" }),
        buildRegistration(2, { name: "Grace Hopper", state: "waiting", position: 1 }),
      ]),
    });
    renderWithCache(
      inPortal("system_admin", <RegistrationsScreen eventId={EVENT_ID} />),
      (client) => {
        client.setQueryData(
          getEventQueryOptions(EVENT_ID).queryKey,
          buildEvent({ time_zone: "America/New_York" }),
        );
      },
    );
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

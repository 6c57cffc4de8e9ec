import type { DoorEvent } from "@events/contract";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { queryKeys } from "@/lib/query-keys";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { buildDoorEvent } from "../testing/fake-staff-server";
import { DoorEventsScreen } from "./door-events-screen";

function renderWithEvents(events: DoorEvent[]) {
  return renderWithCache(<DoorEventsScreen />, (queryClient) =>
    queryClient.setQueryData(queryKeys.door.events(), { events }),
  );
}

describe("DoorEventsScreen in German", () => {
  it("lists the events to check in at under a German title", async () => {
    await showTextsIn("de");
    renderWithEvents([
      buildDoorEvent(1, { event_name: "Frühlingsgala", venue: "Stadthalle" }),
      buildDoorEvent(2, { event_name: "Herbstmesse", event_datetime: null }),
    ]);

    expect(screen.getByRole("heading", { name: "Ihre Veranstaltungen" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Frühlingsgala/ })).toHaveAttribute(
      "href",
      `/door/check-in/${buildDoorEvent(1).id}`,
    );
    expect(screen.getByText("Stadthalle")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Herbstmesse/ })).toHaveTextContent(
      "Datum nicht festgelegt",
    );
  });

  it("says in German that there is no event yet, and how one comes", async () => {
    await showTextsIn("de");
    renderWithEvents([]);

    expect(screen.getByText("Keine Veranstaltungen zum Einchecken")).toBeInTheDocument();
    expect(
      screen.getByText(
        "Die Organisation einer Veranstaltung fügt Sie als Einlasspersonal hinzu; die Veranstaltung erscheint dann hier.",
      ),
    ).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { getEventQueryOptions } from "@/api/events/get-event";
import { buildEvent, buildSession, EVENT_ID } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { getEventSessionsQueryOptions } from "../api/get-event-sessions";
import { getSessionConflictsQueryOptions } from "../api/get-session-conflicts";
import { EventSessionsScreen } from "./event-sessions-screen";

const panel = buildSession({ name: "Future of Cities", session_type: "panel_discussion" });
const walk = buildSession({
  id: "3a9d7c1e-5b2f-4d6a-8e0c-1f2a3b4c5d62",
  name: "Harbour Walk",
  session_type: "field_visit",
  venue: null,
  start_datetime: "2025-03-06T10:00:00",
  end_datetime: "2025-03-06T12:00:00",
});

describe("EventSessionsScreen in German", () => {
  it("lists the sessions in German, their types and days worded, and the agenda's days", async () => {
    await showTextsIn("de");
    const user = userEvent.setup();
    renderWithCache(
      inPortal("system_admin", <EventSessionsScreen eventId={EVENT_ID} />),
      (client) => {
        client.setQueryData(
          getEventQueryOptions(EVENT_ID).queryKey,
          buildEvent({ time_zone: "Europe/Berlin" }),
        );
        client.setQueryData(getEventSessionsQueryOptions(EVENT_ID).queryKey, {
          sessions: [panel, walk],
        });
        client.setQueryData(getSessionConflictsQueryOptions(EVENT_ID).queryKey, { conflicts: [] });
      },
    );

    expect(
      screen.getByRole("heading", { level: 1, name: "Sitzungen der Veranstaltung" }),
    ).toBeInTheDocument();
    expect(screen.getByText("2 Sitzungen")).toBeInTheDocument();
    expect(
      screen.getByRole("link", { name: "Zurück zu den Veranstaltungsdetails" }),
    ).toBeInTheDocument();
    const panelCard = within(screen.getByRole("article", { name: "Future of Cities" }));
    expect(panelCard.getByText("Podiumsdiskussion")).toBeInTheDocument();
    expect(panelCard.getByText("5. März 2025")).toBeInTheDocument();
    expect(panelCard.getByText("Kein Bild")).toBeInTheDocument();
    const walkCard = within(screen.getByRole("article", { name: "Harbour Walk" }));
    expect(walkCard.getByText("Besichtigung")).toBeInTheDocument();
    expect(walkCard.getByText("Kein Ort angegeben")).toBeInTheDocument();
    expect(
      walkCard.getByRole("link", { name: "Zum Kalender hinzufügen: Harbour Walk" }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Agenda" }));
    expect(screen.getByRole("heading", { name: "Mittwoch, 5. März 2025" })).toBeInTheDocument();
    expect(screen.getByText("Zeiten in Europe/Berlin")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Nächster Tag" }));
    expect(screen.getByRole("heading", { name: "Donnerstag, 6. März 2025" })).toBeInTheDocument();
    expect(screen.getByRole("region", { name: "Ohne Ort" })).toBeInTheDocument();
  });
});

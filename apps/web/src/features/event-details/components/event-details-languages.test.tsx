import { screen, within } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import { getEventQueryOptions } from "@/api/events/get-event";
import { buildBareEvent, buildFullEvent } from "@/testing/factories";
import { inPortal } from "@/testing/in-portal";
import { showTextsIn } from "@/testing/languages";
import { renderWithCache } from "@/testing/render-with-cache";
import { getEventDocumentsQueryOptions } from "../api/get-event-documents";
import { EventDetailsRoute } from "../routes/event-details-route";

function renderDetails(event = buildFullEvent()) {
  renderWithCache(
    <Routes>
      <Route
        path="/system-admin/event-details/:id"
        element={inPortal("system_admin", <EventDetailsRoute />)}
      />
    </Routes>,
    (queryClient) => {
      queryClient.setQueryData(getEventQueryOptions(event.id).queryKey, event);
      queryClient.setQueryData(getEventDocumentsQueryOptions(event.id).queryKey, {
        response: [],
      });
    },
    { initialEntries: [`/system-admin/event-details/${event.id}`] },
  );
}

describe("The event details in other languages", () => {
  it("reads in German: its cards, facts, links and empty states", async () => {
    await showTextsIn("de");
    renderDetails();
    expect(screen.getByRole("link", { name: "Zurück zu den Veranstaltungen" })).toBeVisible();
    for (const card of [
      "Überblick über die Veranstaltung",
      "Designfarben",
      "Dokumente der Veranstaltung",
      "Kontaktperson",
      "Social Media",
      "Informationen zur Veranstaltung",
    ]) {
      expect(screen.getByRole("heading", { name: card })).toBeInTheDocument();
    }
    for (const link of [
      "Teilnehmende anzeigen",
      "Sitzungen verwalten",
      "Check-in",
      "Anmeldung",
      "Anmeldungen",
      "Einlasspersonal",
    ]) {
      expect(screen.getByRole("link", { name: link })).toBeInTheDocument();
    }
    for (const fact of ["Beginn", "Ende", "Veranstaltungsort", "Zeitzone", "Beschreibung"]) {
      expect(screen.getByText(fact, { selector: "dt" })).toBeInTheDocument();
    }
    expect(screen.getByText("Primär")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Gefällt mir" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Teilen" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Dokument hochladen" })).toBeInTheDocument();
    expect(screen.getByText("Noch keine Dokumente hochgeladen.")).toBeInTheDocument();
  });

  it("says in German what an event without details lacks", async () => {
    await showTextsIn("de");
    renderDetails(buildBareEvent());
    const contact = screen.getByRole("region", { name: "Kontaktperson" });
    expect(within(contact).getByText("Keine Kontaktperson angegeben")).toBeInTheDocument();
    expect(screen.getByText("Keine Social-Media-Links angegeben.")).toBeInTheDocument();
    expect(
      screen.getByText("Für diese Veranstaltung wurde keine Beschreibung angegeben."),
    ).toBeInTheDocument();
  });

  it("reads in Arabic, right to left, with its back arrow turned", async () => {
    await showTextsIn("ar");
    renderDetails();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    const back = screen.getByRole("link", { name: "العودة إلى الفعاليات" });
    expect(back.querySelector("svg")).toHaveClass("rtl:-scale-x-100");
    expect(screen.getByRole("heading", { name: "نظرة عامة على الفعالية" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "عرض المشاركين" })).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  buildDashboardCharts as buildCharts,
  buildEventCounts,
  buildEventsSummary,
  buildWeeks,
  renderDashboardCharts,
} from "@/testing/dashboard-charts";
import { showTextsIn } from "@/testing/languages";
import { SystemAdminCharts } from "./system-admin-charts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SystemAdminCharts in German", () => {
  it("titles, summarises and tabulates the charts in German, numbers and days the German way", async () => {
    await showTextsIn("de");
    renderDashboardCharts(<SystemAdminCharts />, {
      summary: buildEventsSummary({ ACTIVE: 3, CANCELLED: 1 }),
      charts: buildCharts({
        participants_per_event: buildEventCounts({ "Spring Gala": 12500 }),
        participants_per_week: buildWeeks({ "2026-03-09": 30, "2026-03-23": 5 }),
      }),
    });

    expect(screen.getByRole("heading", { name: "Diagramme" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", {
        name: "Veranstaltungen nach Status: Geplant 0, Aktiv 3, Bevorstehend 0, Läuft 0, Abgeschlossen 0 und Abgesagt 1",
      }),
    ).toBeInTheDocument();
    expect(
      await screen.findByRole("img", {
        name: "Teilnehmende pro Veranstaltung: Spring Gala 12.500",
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole("img", {
        name: "Hinzugefügte Teilnehmende pro Woche: insgesamt 35 in den letzten 12 Wochen, die meisten (30) in der Woche ab 9. März 2026",
      }),
    ).toBeInTheDocument();

    const figure = screen.getByRole("figure", { name: "Teilnehmende pro Veranstaltung" });
    await userEvent
      .setup()
      .click(within(figure).getByRole("button", { name: "Als Tabelle anzeigen" }));
    const table = within(figure).getByRole("table", { name: "Teilnehmende pro Veranstaltung" });
    expect(within(table).getByRole("columnheader", { name: "Veranstaltung" })).toBeInTheDocument();
    expect(within(table).getByRole("columnheader", { name: "Teilnehmende" })).toBeInTheDocument();
    expect(within(table).getByRole("cell", { name: "12.500" })).toBeInTheDocument();
    expect(
      within(figure).getByRole("button", { name: "Als Diagramm anzeigen" }),
    ).toBeInTheDocument();
  });
});

import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import {
  buildDashboardCharts as buildCharts,
  buildDays,
  buildEventCounts,
  buildEventsSummary,
  readChartTable,
  renderDashboardCharts,
} from "@/testing/dashboard-charts";
import { EventAdminCharts } from "./event-admin-charts";

describe("EventAdminCharts", () => {
  it("shows the admin's events per status, participants per event and check-ins per day", async () => {
    renderDashboardCharts(<EventAdminCharts />, {
      summary: buildEventsSummary({ SCHEDULED: 1, INPROGRESS: 2 }),
      charts: buildCharts({
        participants_per_event: buildEventCounts({ "Spring Gala": 12 }),
        check_ins_per_day: buildDays({ "2026-03-01": 4, "2026-03-11": 9 }),
      }),
    });

    expect(await readChartTable("Events per status", "keyboard")).toContainEqual([
      "In Progress",
      "2",
    ]);
    expect(await readChartTable("Participants per event", "keyboard")).toEqual([
      ["Spring Gala", "12"],
    ]);
    expect(
      screen.getByRole("img", {
        name: "Check-ins over time: 13 in all over the last 30 days, the most (9) on Mar 11, 2026",
      }),
    ).toBeInTheDocument();
    // The table lists the days that had check-ins, newest first, not 30 rows mostly of zeros.
    expect(await readChartTable("Check-ins over time", "keyboard")).toEqual([
      ["Mar 11, 2026", "9"],
      ["Mar 1, 2026", "4"],
    ]);
    const checkIns = screen.getByRole("figure", { name: "Check-ins over time" });
    expect(within(checkIns).getByText("Days with check-ins, newest first.")).toBeVisible();
    expect(screen.queryByRole("figure", { name: "Participants added per week" })).toBeNull();
  });

  it("says so when there are no check-ins yet", () => {
    renderDashboardCharts(<EventAdminCharts />, {
      summary: buildEventsSummary({ SCHEDULED: 1 }),
      charts: buildCharts(),
    });
    expect(screen.getByText("No participants yet")).toBeInTheDocument();
    expect(screen.getByText("No check-ins in the last 30 days")).toBeInTheDocument();
  });

  it("shows the summary's failure on the status chart with a way to try again", () => {
    renderDashboardCharts(<EventAdminCharts />, {
      summary: new ApiError(500, "HTTP error! status: 500"),
      charts: buildCharts(),
    });
    const figure = screen.getByRole("figure", { name: "Events per status" });
    expect(within(figure).getByText("Error: HTTP error! status: 500")).toBeInTheDocument();
    expect(within(figure).getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

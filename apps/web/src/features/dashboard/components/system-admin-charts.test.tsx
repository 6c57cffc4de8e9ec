import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import {
  buildDashboardCharts as buildCharts,
  buildEventCounts,
  buildEventsSummary,
  buildWeeks,
  readChartTable,
  renderDashboardCharts,
} from "@/testing/dashboard-charts";
import { stubFetchAnswers } from "@/testing/stub-fetch";
import { SystemAdminCharts } from "./system-admin-charts";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SystemAdminCharts", () => {
  it("shows events per status, participants per event and per week as the calls answered", async () => {
    renderDashboardCharts(<SystemAdminCharts />, {
      summary: buildEventsSummary({ ACTIVE: 3, UPCOMING: 2, CANCELLED: 1 }),
      charts: buildCharts({
        participants_per_event: buildEventCounts({ "Spring Gala": 120, "Tech Summit": 45 }),
        participants_per_week: buildWeeks({ "2026-03-09": 30, "2026-03-23": 5 }),
      }),
    });

    expect(screen.getByRole("heading", { name: "Charts" })).toBeInTheDocument();
    expect(
      screen.getByRole("img", {
        name: "Events per status: Scheduled 0, Active 3, Upcoming 2, In Progress 0, Completed 0, Cancelled 1",
      }),
    ).toBeInTheDocument();
    expect(await readChartTable("Events per status")).toEqual([
      ["Scheduled", "0"],
      ["Active", "3"],
      ["Upcoming", "2"],
      ["In Progress", "0"],
      ["Completed", "0"],
      ["Cancelled", "1"],
    ]);
    expect(await readChartTable("Participants per event")).toEqual([
      ["Spring Gala", "120"],
      ["Tech Summit", "45"],
    ]);
    expect(
      screen.getByRole("img", {
        name: "Participants added per week: 35 in all over the last 12 weeks, the most (30) in the week of Mar 9, 2026",
      }),
    ).toBeInTheDocument();
    const weeks = await readChartTable("Participants added per week");
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual(["Jan 5, 2026", "0"]);
    expect(weeks[9]).toEqual(["Mar 9, 2026", "30"]);
    expect(weeks[11]).toEqual(["Mar 23, 2026", "5"]);
  });

  it("says there is nothing yet when no event and no participant is counted", () => {
    renderDashboardCharts(<SystemAdminCharts />, {
      summary: buildEventsSummary({}),
      charts: buildCharts(),
    });
    expect(screen.getByText("No events yet")).toBeInTheDocument();
    expect(screen.getByText("No participants yet")).toBeInTheDocument();
    expect(screen.getByText("No participants added in the last 12 weeks")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Show as table" })).not.toBeInTheDocument();
  });

  it("shows the charts call's failure on both of its charts, and loads it again on 'Try again'", async () => {
    const user = userEvent.setup();
    const { getFetchedUrls } = stubFetchAnswers({
      "/api/dashboard/charts": buildCharts({
        participants_per_event: buildEventCounts({ "Harvest Fair": 8 }),
      }),
    });
    renderDashboardCharts(<SystemAdminCharts />, {
      summary: buildEventsSummary({ ACTIVE: 1 }),
      charts: new ApiError(503, "HTTP error! status: 503"),
    });

    for (const title of ["Participants per event", "Participants added per week"]) {
      const figure = screen.getByRole("figure", { name: title });
      expect(within(figure).getByText("Failed to load the chart")).toBeInTheDocument();
      expect(within(figure).getByText("Error: HTTP error! status: 503")).toBeInTheDocument();
    }
    expect(
      within(screen.getByRole("figure", { name: "Events per status" })).getByRole("img"),
    ).toBeInTheDocument();

    const perEvent = screen.getByRole("figure", { name: "Participants per event" });
    await user.click(within(perEvent).getByRole("button", { name: "Try again" }));
    expect(
      await within(perEvent).findByRole("img", { name: "Participants per event: Harvest Fair 8" }),
    ).toBeInTheDocument();
    expect(getFetchedUrls()).toEqual(["/api/dashboard/charts"]);
  });
});

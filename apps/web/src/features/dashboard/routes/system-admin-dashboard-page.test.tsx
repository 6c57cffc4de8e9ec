import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buildDashboardCharts, buildEventsSummary } from "@/testing/dashboard-charts";
import { buildRecentEventsPage } from "@/testing/recent-events";
import { createTestQueryClient, renderWithQueryClient } from "@/testing/render-with-cache";
import { stubFetchAnswers } from "@/testing/stub-fetch";
import { SystemAdminDashboardPage } from "./system-admin-dashboard";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SystemAdminDashboardPage", () => {
  it("puts the charts below the counts once the counts are in, so they never push them down", async () => {
    stubFetchAnswers({
      "/api/events/summary": buildEventsSummary({ ACTIVE: 2 }),
      "/api/events/get-all-events?page=1&page_size=3": buildRecentEventsPage([], 2),
      "/api/users/get-all-users": [],
      "/api/dashboard/charts": buildDashboardCharts(),
    });
    renderWithQueryClient(<SystemAdminDashboardPage />, createTestQueryClient());
    expect(screen.queryByRole("heading", { name: "Charts" })).not.toBeInTheDocument();

    const totalEvents = await screen.findByRole("link", { name: "Total Events 2" });
    const charts = await screen.findByRole("heading", { name: "Charts" });
    expect(totalEvents.compareDocumentPosition(charts)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(
      await screen.findByRole("img", { name: /^Events per status: Scheduled 0, Active 2/ }),
    ).toBeInTheDocument();
  });
});

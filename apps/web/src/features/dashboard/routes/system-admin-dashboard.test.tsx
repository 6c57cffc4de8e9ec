import type { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-error";
import { buildEventsSummary } from "@/testing/dashboard-charts";
import { expectLinks } from "@/testing/expect-links";
import { buildNumberedEvent, buildNumberedUser } from "@/testing/factories";
import { buildRecentEventsPage } from "@/testing/recent-events";
import {
  createTestQueryClient,
  renderWithQueryClient,
  seedQueryError,
} from "@/testing/render-with-cache";
import { stubFetchAnswers } from "@/testing/stub-fetch";
import { getDashboardQueries } from "../api/get-dashboard-data";
import { SystemAdminDashboardRoute } from "./system-admin-dashboard";

// The keys come from the dashboard's own queries, so the test follows any change of key.
const [summaryQuery, recentEventsQuery, usersQuery] = getDashboardQueries();

/** The answers are put into the query cache as the calls would, so nothing is fetched. */
function renderRoute(queryClient: QueryClient) {
  renderWithQueryClient(<SystemAdminDashboardRoute />, queryClient, { withToasts: true });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("SystemAdminDashboardRoute", () => {
  it("reads the total from the summary, the recent events from a page of 3 and the users", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(summaryQuery.queryKey, buildEventsSummary({}, { events: 1200 }));
    queryClient.setQueryData(
      recentEventsQuery.queryKey,
      buildRecentEventsPage([buildNumberedEvent({ id: 1, event_name: "Spring Gala" })], 1200),
    );
    queryClient.setQueryData(usersQuery.queryKey, [
      buildNumberedUser({ id: 1, type: "event_admin", name: "Ada Admin" }),
      buildNumberedUser({ id: 2, type: "system_admin" }),
    ]);
    renderRoute(queryClient);
    expectLinks({
      "Total Events 1200": "/system-admin/events",
      "Event Admins 1": "/system-admin/event-admins",
      "System Admins 1": "/system-admin/system-admins",
    });
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
    expect(screen.getByText("Ada Admin")).toBeInTheDocument();
  });

  it("asks the server for the totals and three events, never for every event", async () => {
    const answers: Record<string, unknown> = {
      "/api/events/summary": buildEventsSummary({}, { events: 75 }),
      "/api/events/get-all-events?page=1&page_size=3": buildRecentEventsPage(
        [buildNumberedEvent({ id: 1, event_name: "Spring Gala" })],
        75,
      ),
      "/api/users/get-all-users": [],
    };
    const { getFetchedUrls } = stubFetchAnswers(answers);
    renderRoute(createTestQueryClient());
    expect(await screen.findByRole("link", { name: "Total Events 75" })).toBeInTheDocument();
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
    expect(getFetchedUrls().sort()).toEqual(Object.keys(answers).sort());
  });

  it("shows the error and toasts 'Failed to fetch dashboard data' when a call failed", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(usersQuery.queryKey, []);
    queryClient.setQueryData(recentEventsQuery.queryKey, buildRecentEventsPage([]));
    seedQueryError(
      queryClient,
      summaryQuery.queryKey,
      new ApiError(500, "HTTP error! status: 500"),
    );
    renderRoute(queryClient);
    expect(screen.getByText("Error: HTTP error! status: 500")).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch dashboard data")).toBeInTheDocument();
  });
});

import type { QueryClient } from "@tanstack/react-query";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { buildNumberedEvent, buildNumberedUser } from "@/testing/factories";
import {
  createTestQueryClient,
  renderWithQueryClient,
  seedQueryError,
} from "@/testing/render-with-cache";
import { getDashboardQueries } from "../api/get-dashboard-data";
import { SystemAdminDashboardRoute } from "./system-admin-dashboard";

// The keys come from the dashboard's own queries, so the test follows any change of key.
const [eventsQuery, usersQuery] = getDashboardQueries();

/** The lists are put into the query cache as the calls would, so nothing is fetched. */
function renderRoute(queryClient: QueryClient) {
  renderWithQueryClient(<SystemAdminDashboardRoute />, queryClient, { withToasts: true });
}

describe("SystemAdminDashboardRoute", () => {
  it("reads the events and users lists from their queries", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(eventsQuery.queryKey, {
      events: [buildNumberedEvent({ id: 1, event_name: "Spring Gala" })],
    });
    queryClient.setQueryData(usersQuery.queryKey, [
      buildNumberedUser({ id: 1, type: "event_admin", name: "Ada Admin" }),
      buildNumberedUser({ id: 2, type: "system_admin" }),
    ]);
    renderRoute(queryClient);
    expect(screen.getByRole("link", { name: "Total Events 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Event Admins 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "System Admins 1" })).toBeInTheDocument();
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
    expect(screen.getByText("Ada Admin")).toBeInTheDocument();
  });

  it("shows the error and toasts 'Failed to fetch dashboard data' when a list failed", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(usersQuery.queryKey, []);
    seedQueryError(queryClient, eventsQuery.queryKey, new ApiError(500, "HTTP error! status: 500"));
    renderRoute(queryClient);
    expect(screen.getByText("Error: HTTP error! status: 500")).toBeInTheDocument();
    expect(await screen.findByText("Failed to fetch dashboard data")).toBeInTheDocument();
  });
});

import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import {
  buildNumberedEvent,
  buildNumberedParticipant,
  buildNumberedSession,
} from "@/testing/factories";
import {
  createTestQueryClient,
  renderWithQueryClient,
  seedQueryError,
} from "@/testing/render-with-cache";
import { getAllParticipantsQueryOptions } from "../api/get-all-participants";
import { getAllSessionsQueryOptions } from "../api/get-all-sessions";
import { getEventsByAdminIdQueryOptions } from "../api/get-events-by-admin-id";
import { EventAdminDashboard } from "./event-admin-dashboard";

const ADMIN_ID = "00000000-0000-4000-8000-000000000001";
// The keys come from the dashboard's own queries, so the test follows any change of key.
const eventsKey = getEventsByAdminIdQueryOptions(ADMIN_ID).queryKey;
const sessionsKey = getAllSessionsQueryOptions().queryKey;
const participantsKey = getAllParticipantsQueryOptions().queryKey;

function seedFailure(queryClient: QueryClient, queryKey: QueryKey, message: string) {
  seedQueryError(queryClient, queryKey, new ApiError(500, message));
}

/** The page's own alert; each toast is an alert too. */
function getPageAlert(): HTMLElement {
  const alert = screen.getAllByRole("alert").find((element) => !element.closest(".Toastify"));
  if (!alert) throw new Error("The page shows no alert");
  return alert;
}

/** The lists are put into the query cache as the calls would, so nothing is fetched. */
function renderDashboard(queryClient: QueryClient) {
  renderWithQueryClient(<EventAdminDashboard adminId={ADMIN_ID} />, queryClient, {
    withToasts: true,
  });
}

describe("EventAdminDashboard", () => {
  it("reads the admin's events, the sessions and the participants from their queries", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(eventsKey, {
      events: [
        buildNumberedEvent({ id: 1, event_name: "Spring Gala", event_status: "UPCOMING" }),
        buildNumberedEvent({ id: 2, event_status: "CANCELLED" }),
      ],
    });
    queryClient.setQueryData(sessionsKey, { sessions: [buildNumberedSession({ id: 1 })] });
    queryClient.setQueryData(participantsKey, {
      participants: [1, 2, 3].map((id) => buildNumberedParticipant({ id })),
    });
    renderDashboard(queryClient);
    expect(screen.getByRole("link", { name: "Total Events 2" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Sessions 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Participants 3" })).toBeInTheDocument();
    const statusCounts = within(screen.getByRole("list", { name: "Events by status" }));
    expect(statusCounts.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Upcoming 1",
      "Active 0",
      "Cancelled 1",
      "Scheduled 0",
    ]);
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
  });

  it("shows the error and toasts each failed call, keeping the totals that arrived", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(eventsKey, { events: [buildNumberedEvent({ id: 1 })] });
    seedFailure(queryClient, sessionsKey, "HTTP error! status: 500");
    seedFailure(queryClient, participantsKey, "HTTP error! status: 503");
    renderDashboard(queryClient);
    const alert = getPageAlert();
    expect(alert).toHaveTextContent("Error: HTTP error! status: 500");
    expect(alert).toHaveTextContent("Error: HTTP error! status: 503");
    expect(screen.getByRole("link", { name: "Total Events 1" })).toBeInTheDocument();
    expect(
      await screen.findByText("Failed to fetch sessions", { selector: ".Toastify *" }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Failed to fetch participants", { selector: ".Toastify *" }),
    ).toBeInTheDocument();
    expect(
      screen.queryByText("Failed to fetch events", { selector: ".Toastify *" }),
    ).not.toBeInTheDocument();
  });

  it("toasts 'Failed to fetch events' when the events call failed", async () => {
    const queryClient = createTestQueryClient();
    seedFailure(queryClient, eventsKey, "HTTP error! status: 500");
    queryClient.setQueryData(sessionsKey, { sessions: [] });
    queryClient.setQueryData(participantsKey, { participants: [] });
    renderDashboard(queryClient);
    expect(getPageAlert()).toHaveTextContent("Error: HTTP error! status: 500");
    expect(
      await screen.findByText("Failed to fetch events", { selector: ".Toastify *" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Sessions 0" })).toBeInTheDocument();
  });
});

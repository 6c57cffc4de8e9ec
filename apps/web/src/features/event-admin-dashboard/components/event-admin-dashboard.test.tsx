import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getEventsSummaryQueryOptions } from "@/api/events/get-events-summary";
import { ApiError } from "@/lib/api-error";
import { buildEventsSummary } from "@/testing/dashboard-charts";
import { expectLinks } from "@/testing/expect-links";
import { buildNumberedEvent } from "@/testing/factories";
import { buildRecentEventsPage } from "@/testing/recent-events";
import {
  createTestQueryClient,
  renderWithQueryClient,
  seedQueryError,
} from "@/testing/render-with-cache";
import { stubFetchAnswers } from "@/testing/stub-fetch";
import { getRecentEventsQueryOptions } from "../api/get-recent-events";
import { EventAdminDashboard } from "./event-admin-dashboard";

const ADMIN_ID = "00000000-0000-4000-8000-000000000001";
// The keys come from the dashboard's own queries, so the test follows any change of key.
const summaryKey = getEventsSummaryQueryOptions().queryKey;
const recentEventsKey = getRecentEventsQueryOptions(ADMIN_ID).queryKey;

function seedRecentEvents(queryClient: QueryClient, events = [buildNumberedEvent({ id: 1 })]) {
  queryClient.setQueryData(recentEventsKey, buildRecentEventsPage(events));
}

function seedFailure(queryClient: QueryClient, queryKey: QueryKey, message: string) {
  seedQueryError(queryClient, queryKey, new ApiError(500, message));
}

/** The page's own alert; each toast is an alert too. */
function getPageAlert(): HTMLElement {
  const alert = screen.getAllByRole("alert").find((element) => !element.closest(".Toastify"));
  if (!alert) throw new Error("The page shows no alert");
  return alert;
}

function findToast(text: string) {
  return screen.findByText(text, { selector: ".Toastify *" });
}

function renderDashboard(queryClient: QueryClient) {
  renderWithQueryClient(<EventAdminDashboard adminId={ADMIN_ID} />, queryClient, {
    withToasts: true,
  });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("EventAdminDashboard", () => {
  it("reads the totals and status counts from the summary and the recent events from a page", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      summaryKey,
      buildEventsSummary(
        { UPCOMING: 1, CANCELLED: 1, COMPLETED: 38 },
        { events: 40, sessions: 120, participants: 2000 },
      ),
    );
    seedRecentEvents(queryClient, [
      buildNumberedEvent({ id: 1, event_name: "Spring Gala", event_status: "UPCOMING" }),
      buildNumberedEvent({ id: 2, event_status: "CANCELLED" }),
    ]);
    renderDashboard(queryClient);
    expectLinks({
      "Total Events 40": "/event-admin/events",
      "Total Sessions 120": "/event-admin/sessions",
      "Total Participants 2000": "/event-admin/participants",
    });
    const statusCounts = within(screen.getByRole("list", { name: "Events by status" }));
    expect(statusCounts.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Upcoming 1",
      "Active 0",
      "Cancelled 1",
      "Scheduled 0",
    ]);
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
  });

  it("asks the server for the summary and three events, never for every session or participant", async () => {
    const answers: Record<string, unknown> = {
      "/api/events/summary": buildEventsSummary({}, { events: 4, sessions: 9, participants: 250 }),
      [`/api/events/get-events-by-admin/${ADMIN_ID}?page=1&page_size=3`]: {
        events: [buildNumberedEvent({ id: 1, event_name: "Spring Gala" })],
        total: 4,
        page: 1,
        page_size: 3,
      },
    };
    const { getFetchedUrls } = stubFetchAnswers(answers);
    renderDashboard(createTestQueryClient());
    expect(await screen.findByRole("link", { name: "Total Participants 250" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Sessions 9" })).toBeInTheDocument();
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
    expect(getFetchedUrls().sort()).toEqual(Object.keys(answers).sort());
  });

  it("shows the error and toasts each missing total when the summary failed", async () => {
    const queryClient = createTestQueryClient();
    seedFailure(queryClient, summaryKey, "HTTP error! status: 503");
    seedRecentEvents(queryClient, [buildNumberedEvent({ id: 1, event_name: "Spring Gala" })]);
    renderDashboard(queryClient);
    expect(getPageAlert()).toHaveTextContent("Error: HTTP error! status: 503");
    expect(screen.queryByRole("link", { name: /Total/ })).not.toBeInTheDocument();
    expect(screen.getByText("Spring Gala")).toBeInTheDocument();
    expect(await findToast("Failed to fetch events")).toBeInTheDocument();
    expect(await findToast("Failed to fetch sessions")).toBeInTheDocument();
    expect(await findToast("Failed to fetch participants")).toBeInTheDocument();
  });

  it("toasts only 'Failed to fetch events' when the recent events failed", async () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      summaryKey,
      buildEventsSummary({}, { events: 2, sessions: 0, participants: 0 }),
    );
    seedFailure(queryClient, recentEventsKey, "HTTP error! status: 500");
    renderDashboard(queryClient);
    expect(getPageAlert()).toHaveTextContent("Error: HTTP error! status: 500");
    expect(await findToast("Failed to fetch events")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Sessions 0" })).toBeInTheDocument();
    expect(
      screen.queryByText("Failed to fetch sessions", { selector: ".Toastify *" }),
    ).not.toBeInTheDocument();
  });
});

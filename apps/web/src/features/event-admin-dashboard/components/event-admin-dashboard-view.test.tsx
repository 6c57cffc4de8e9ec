import type { Event } from "@events/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { buildEventsSummary } from "@/testing/dashboard-charts";
import { expectLinks } from "@/testing/expect-links";
import { buildNumberedEvent } from "@/testing/factories";
import { buildRecentEvents, expectFirstThreeRecentEvents } from "@/testing/recent-events";
import { renderWithRouter } from "@/testing/render-with-router";
import {
  type EventAdminDashboardData,
  EventAdminDashboardView,
} from "./event-admin-dashboard-view";

function succeeded<TData>(data: TData) {
  return { status: "success", data } as const;
}

function renderView(overrides: Partial<EventAdminDashboardData> = {}, onRetry = () => {}) {
  const data: EventAdminDashboardData = {
    summary: succeeded(buildEventsSummary()),
    recentEvents: succeeded<readonly Event[]>([]),
    ...overrides,
  };
  renderWithRouter(<EventAdminDashboardView data={data} onRetry={onRetry} />);
}

function getStatusCounts() {
  return screen.getByRole("list", { name: "Events by status" });
}

/** A status card by what it reads, e.g. 'Upcoming 2'. */
function getStatusCount(text: string): HTMLElement {
  const items = within(getStatusCounts()).getAllByRole("listitem");
  const item = items.find((element) => element.textContent === text);
  if (!item) throw new Error(`No status count reads '${text}'`);
  return item;
}

describe("EventAdminDashboardView", () => {
  it("shows the totals of events, sessions and participants, each linking to its screen", () => {
    renderView({
      summary: succeeded(buildEventsSummary({}, { events: 5, sessions: 7, participants: 12 })),
      recentEvents: succeeded([1, 2, 3].map((id) => buildNumberedEvent({ id }))),
    });
    expect(screen.getByRole("heading", { level: 1, name: "Event Admin Dashboard" })).toBeVisible();
    expectLinks({
      "Total Events 5": "/event-admin/events",
      "Total Sessions 7": "/event-admin/sessions",
      "Total Participants 12": "/event-admin/participants",
    });
  });

  it("shows the summary's count of each of the four statuses, coloured like the badges", () => {
    renderView({
      summary: succeeded(
        buildEventsSummary({ UPCOMING: 2, ACTIVE: 1, SCHEDULED: 3, COMPLETED: 1 }, { events: 7 }),
      ),
    });
    const counts = within(getStatusCounts()).getAllByRole("listitem");
    expect(counts.map((item) => item.textContent)).toEqual([
      "Upcoming 2",
      "Active 1",
      "Cancelled 0",
      "Scheduled 3",
    ]);
    expect(getStatusCount("Upcoming 2")).toHaveAttribute("data-tone", "blue");
    expect(getStatusCount("Active 1")).toHaveAttribute("data-tone", "green");
    expect(getStatusCount("Cancelled 0")).toHaveAttribute("data-tone", "red");
    expect(getStatusCount("Scheduled 3")).toHaveAttribute("data-tone", "yellow");
  });

  it("lists only the first 3 events with venue, start and status, and links to add one", () => {
    renderView({ recentEvents: succeeded(buildRecentEvents()) });
    expectFirstThreeRecentEvents(screen.getByRole("region", { name: "Recent Events" }));
    expectLinks({ "Add New Event": "/event-admin/events" });
  });

  it("shows the empty text and zero counts when there are no events", () => {
    renderView();
    const section = screen.getByRole("region", { name: "Recent Events" });
    expect(within(section).getByText("No recent events found.")).toBeVisible();
    expect(within(section).queryByRole("listitem")).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Events 0" })).toBeInTheDocument();
    expect(getStatusCount("Upcoming 0")).toBeInTheDocument();
  });

  it("shows a spinner while a call has not answered", () => {
    renderView({ recentEvents: { status: "pending" } });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the message, and still the totals when the recent events failed", () => {
    renderView({
      summary: succeeded(buildEventsSummary({}, { events: 1, participants: 4 })),
      recentEvents: { status: "error", message: "HTTP error! status: 500" },
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Error: HTTP error! status: 500");
    expect(screen.getByRole("link", { name: "Total Events 1" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Total Participants 4" })).toBeInTheDocument();
    expect(screen.getByRole("list", { name: "Events by status" })).toBeInTheDocument();
    expect(screen.queryByRole("region", { name: "Recent Events" })).not.toBeInTheDocument();
  });

  it("offers to load again after a failure", () => {
    const retry = vi.fn();
    renderView({ summary: { status: "error", message: "HTTP error! status: 500" } }, retry);
    screen.getByRole("button", { name: "Try again" }).click();
    expect(retry).toHaveBeenCalledOnce();
  });

  it("leaves out the totals and status counts when the summary failed", () => {
    renderView({
      summary: { status: "error", message: "Network error: the server could not be reached" },
      recentEvents: succeeded([buildNumberedEvent({ id: 1, event_name: "Spring Gala" })]),
    });
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Error: Network error: the server could not be reached",
    );
    expect(screen.queryByRole("link", { name: /Total/ })).not.toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Events by status" })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole("region", { name: "Recent Events" })).getByText("Spring Gala"),
    ).toBeInTheDocument();
  });
});

import {
  EVENT_STATUSES,
  type Event,
  type EventStatus,
  type EventsSummaryResponse,
} from "@events/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectLinks } from "@/testing/expect-links";
import { buildNumberedEvent } from "@/testing/factories";
import { renderWithRouter } from "@/testing/render-with-router";
import {
  type EventAdminDashboardData,
  EventAdminDashboardView,
} from "./event-admin-dashboard-view";

function succeeded<TData>(data: TData) {
  return { status: "success", data } as const;
}

/** What events/summary answers, with every total and status at zero unless given. */
function buildSummary({
  events_by_status = {},
  ...totals
}: Partial<Omit<EventsSummaryResponse, "events_by_status">> & {
  events_by_status?: Partial<Record<EventStatus, number>>;
} = {}): EventsSummaryResponse {
  return {
    events: 0,
    sessions: 0,
    participants: 0,
    ...totals,
    events_by_status: {
      ...(Object.fromEntries(EVENT_STATUSES.map((status) => [status, 0])) as Record<
        EventStatus,
        number
      >),
      ...events_by_status,
    },
  };
}

function renderView(overrides: Partial<EventAdminDashboardData> = {}, onRetry = () => {}) {
  const data: EventAdminDashboardData = {
    summary: succeeded(buildSummary()),
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
      summary: succeeded(buildSummary({ events: 5, sessions: 7, participants: 12 })),
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
        buildSummary({
          events: 7,
          events_by_status: { UPCOMING: 2, ACTIVE: 1, SCHEDULED: 3, COMPLETED: 1 },
        }),
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
    renderView({
      recentEvents: succeeded([
        buildNumberedEvent({
          id: 1,
          event_name: "Spring Gala",
          venue: "Main Hall",
          event_datetime: "2025-03-05T15:30:00",
          event_status: "ACTIVE",
        }),
        buildNumberedEvent({ id: 2, event_name: "Second", venue: null, event_status: "UPCOMING" }),
        buildNumberedEvent({ id: 3, event_name: "Third" }),
        buildNumberedEvent({ id: 4, event_name: "Too Old" }),
      ]),
    });
    const section = screen.getByRole("region", { name: "Recent Events" });
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(section).queryByText("Too Old")).not.toBeInTheDocument();

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByText("Spring Gala")).toBeInTheDocument();
    expect(within(first).getByText("Main Hall")).toBeInTheDocument();
    expect(within(first).getByText("5th of Mar 2025, 3:30 PM")).toBeInTheDocument();
    expect(within(first).getByText("Active")).toHaveAttribute("data-tone", "green");
    expect(within(second).getByText("Venue not specified")).toBeInTheDocument();
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
      summary: succeeded(buildSummary({ events: 1, participants: 4 })),
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

import type { Event, User } from "@events/contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { expectLinks } from "@/testing/expect-links";
import { buildNumberedEvent, buildNumberedUser } from "@/testing/factories";
import { buildRecentEvents, expectFirstThreeRecentEvents } from "@/testing/recent-events";
import { renderWithRouter } from "@/testing/render-with-router";
import type { DashboardData } from "../api/get-dashboard-data";
import { summarizeDashboard } from "../utils/summarize-dashboard";
import { DashboardView } from "./dashboard-view";

function renderView(data: DashboardData, onRetry = () => {}) {
  renderWithRouter(<DashboardView data={data} onRetry={onRetry} />);
}

/** The dashboard for these events and users; the total is the events' count unless given. */
function renderSummary(recentEvents: Event[], users: User[], totalEvents = recentEvents.length) {
  renderView({
    status: "success",
    summary: summarizeDashboard({ totalEvents, recentEvents, users }),
  });
}

function getSection(name: string) {
  return screen.getByRole("region", { name });
}

describe("DashboardView", () => {
  it("shows the three counts, each linking to its list", () => {
    renderSummary(
      [1, 2, 3].map((id) => buildNumberedEvent({ id })),
      [
        buildNumberedUser({ id: 1, type: "system_admin" }),
        buildNumberedUser({ id: 2, type: "system_admin" }),
        buildNumberedUser({ id: 3, type: "event_admin" }),
      ],
      57,
    );
    expect(screen.getByRole("heading", { level: 1, name: "System Admin Dashboard" })).toBeVisible();
    // The total counts every event, not only the recent ones listed.
    expectLinks({
      "Total Events 57": "/system-admin/events",
      "Event Admins 1": "/system-admin/event-admins",
      "System Admins 2": "/system-admin/system-admins",
    });
  });

  it("lists only the first 3 events with venue, start and a coloured status", () => {
    renderSummary(buildRecentEvents(), []);
    const section = getSection("Recent Events");
    expectFirstThreeRecentEvents(section);
    expectLinks({ "Add New Event": "/system-admin/events" }, within(section));
  });

  it("colours any other status yellow", () => {
    renderSummary([buildNumberedEvent({ id: 1, event_status: "SCHEDULED" })], []);
    expect(screen.getByText("Scheduled")).toHaveAttribute("data-tone", "yellow");
  });

  it("lists only the first 3 event admins with picture or placeholder, e-mail and status", () => {
    renderSummary(
      [],
      [
        buildNumberedUser({
          id: 1,
          name: "Ada Admin",
          email: "ada@example.org",
          profile_image: "/media/profiles/ada.png",
        }),
        buildNumberedUser({ id: 2, name: "Sys Person", type: "system_admin" }),
        buildNumberedUser({ id: 3, name: "bob Pending", isVerified: false }),
        buildNumberedUser({ id: 4, name: "Cy Third" }),
        buildNumberedUser({ id: 5, name: "Too Late" }),
      ],
    );
    const section = getSection("Recent Event Admins");
    const items = within(section).getAllByRole("listitem");
    expect(items).toHaveLength(3);
    expect(within(section).queryByText("Sys Person")).not.toBeInTheDocument();
    expect(within(section).queryByText("Too Late")).not.toBeInTheDocument();

    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(within(first).getByRole("img", { name: "Profile image of Ada Admin" })).toBeVisible();
    expect(within(first).getByText("ada@example.org")).toBeInTheDocument();
    expect(within(first).getByText("Verified")).toBeInTheDocument();
    expect(within(second).getByText("B")).toBeInTheDocument();
    expect(within(second).getByText("Pending")).toBeInTheDocument();
    expectLinks({ "Add New Event Admin": "/system-admin/event-admins" }, within(section));
  });

  it("shows the empty texts", () => {
    renderSummary([], [buildNumberedUser({ id: 1, type: "system_admin" })]);
    expect(within(getSection("Recent Events")).getByText("No recent events found.")).toBeVisible();
    expect(
      within(getSection("Recent Event Admins")).getByText("No recent event admins found."),
    ).toBeVisible();
    expect(screen.getByRole("link", { name: "Total Events 0" })).toBeInTheDocument();
  });

  it("shows a spinner while loading", () => {
    renderView({ status: "pending" });
    expect(screen.getByRole("status")).toHaveTextContent("Loading...");
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows 'Error: ' and the message on failure", () => {
    renderView({ status: "error", message: "HTTP error! status: 500" });
    expect(screen.getByRole("alert")).toHaveTextContent("Error: HTTP error! status: 500");
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
  });

  it("offers to load the dashboard again after a failure", () => {
    const retry = vi.fn();
    renderView({ status: "error", message: "HTTP error! status: 500" }, retry);
    screen.getByRole("button", { name: "Try again" }).click();
    expect(retry).toHaveBeenCalledOnce();
  });
});

import type { User } from "@events/contract";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { getAllEventsQueryOptions } from "@/api/events/get-all-events";
import { EventAdminDashboard } from "@/features/event-admin-dashboard/components/event-admin-dashboard";
import { buildEventsSummary } from "@/testing/dashboard-charts";
import {
  buildEvent,
  buildEventStatusList,
  buildNumberedEvent,
  buildUser,
} from "@/testing/factories";
import { buildRecentEventsPage } from "@/testing/recent-events";
import { stubFetchAnswers } from "@/testing/stub-fetch";

type FirstQueries = typeof import("./first-queries");

const EVENTS_PAGE = "/system-admin/events";
const eventsPageAnswers = {
  "/api/events/get-all-events": { events: [buildEvent({ event_name: "Spring Summit" })] },
  "/api/events/get-event-status-enum": buildEventStatusList(),
  "/api/users/get-all-users": [buildUser()],
};

/** A session check that found a user of this type signed in. */
const signedIn = (type: User["type"]) => Promise.resolve({ user: buildUser({ type }) });

/** The module afresh: what it keeps (the first visit's cache) lasts one page load. */
async function loadFirstQueries(): Promise<FirstQueries> {
  vi.resetModules();
  return import("./first-queries");
}

/**
 * A portal with the events list in it, as the events page asks for it; with `listCount` 2, two
 * parts of the page drawn together show it (as a dashboard's counts and the page around them).
 */
function renderPortal({ useVisitQueryClient }: FirstQueries, listCount = 1) {
  function EventsList() {
    const { data } = useQuery(getAllEventsQueryOptions());
    return <p>{data ? data.events.map((event) => event.event_name).join(", ") : "Loading"}</p>;
  }
  function Portal({ isListShown }: { isListShown: boolean }) {
    return (
      <QueryClientProvider client={useVisitQueryClient()}>
        {isListShown ? <EventsList /> : null}
        {isListShown && listCount === 2 ? <EventsList /> : null}
      </QueryClientProvider>
    );
  }
  const rendered = render(<Portal isListShown />);
  return {
    hideList: () => rendered.rerender(<Portal isListShown={false} />),
    showList: () => rendered.rerender(<Portal isListShown />),
  };
}

describe("the first page's data, asked for at start", () => {
  let fetched: () => string[];

  beforeEach(() => {
    fetched = stubFetchAnswers(eventsPageAnswers).getFetchedUrls;
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("is asked for at once and shown by the page without asking again, and asked anew when the page is drawn again", async () => {
    // One moment throughout: an answer counts as the page's own for a few seconds, and a loaded
    // machine must not make it too old before the page draws.
    vi.spyOn(Date, "now").mockReturnValue(Date.UTC(2027, 4, 4, 9));
    const firstQueries = await loadFirstQueries();
    firstQueries.prefetchFirstQueries(EVENTS_PAGE, signedIn("system_admin"));
    await waitFor(() => expect(fetched()).toHaveLength(3));
    expect([...fetched()].sort()).toEqual(Object.keys(eventsPageAnswers).sort());

    const portal = renderPortal(firstQueries);
    expect(await screen.findByText("Spring Summit")).toBeInTheDocument();
    expect(fetched()).toHaveLength(3);

    portal.hideList();
    portal.showList();
    await waitFor(() => expect(fetched()).toHaveLength(4));
    expect(fetched().at(-1)).toBe("/api/events/get-all-events");
  });

  it("is taken by every part of the page drawn with it, none asking again", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.UTC(2027, 4, 4, 9));
    const firstQueries = await loadFirstQueries();
    firstQueries.prefetchFirstQueries(EVENTS_PAGE, signedIn("system_admin"));
    await waitFor(() => expect(fetched()).toHaveLength(3));

    renderPortal(firstQueries, 2);
    expect(await screen.findAllByText("Spring Summit")).toHaveLength(2);
    await new Promise((done) => setTimeout(done, 0));
    expect(fetched()).toHaveLength(3);
  });

  it("is the event admin's own on their dashboard, which asks nothing again", async () => {
    vi.spyOn(Date, "now").mockReturnValue(Date.UTC(2027, 4, 4, 9));
    const admin = buildUser({ type: "event_admin" });
    const dashboardAnswers = {
      "/api/events/summary": buildEventsSummary(),
      [`/api/events/get-events-by-admin/${admin.id}?page=1&page_size=3`]: buildRecentEventsPage([
        buildNumberedEvent({ id: 1 }),
      ]),
    };
    fetched = stubFetchAnswers(dashboardAnswers).getFetchedUrls;
    const firstQueries = await loadFirstQueries();
    firstQueries.prefetchFirstQueries("/event-admin/dashboard", Promise.resolve({ user: admin }));
    await waitFor(() => expect(fetched()).toHaveLength(2));
    expect([...fetched()].sort()).toEqual(Object.keys(dashboardAnswers).sort());

    function Portal() {
      return (
        <QueryClientProvider client={firstQueries.useVisitQueryClient()}>
          <MemoryRouter>
            <EventAdminDashboard adminId={admin.id} />
          </MemoryRouter>
        </QueryClientProvider>
      );
    }
    render(<Portal />);
    expect(await screen.findByText(buildNumberedEvent({ id: 1 }).event_name)).toBeInTheDocument();
    await new Promise((done) => setTimeout(done, 0));
    expect(fetched()).toHaveLength(2);
  });

  it("is not asked for without a session, nor for a user of another portal", async () => {
    const firstQueries = await loadFirstQueries();
    const noSession = Promise.reject(new Error("No session"));
    firstQueries.prefetchFirstQueries(EVENTS_PAGE, noSession);
    firstQueries.prefetchFirstQueries(EVENTS_PAGE, signedIn("event_admin"));
    firstQueries.prefetchFirstQueries(EVENTS_PAGE, signedIn("door_staff"));
    await noSession.catch(() => undefined);
    await new Promise((done) => setTimeout(done, 0));
    expect(fetched()).toEqual([]);
  });

  it("is not asked for once the portal is on screen, nor for a page not listed", async () => {
    const firstQueries = await loadFirstQueries();
    firstQueries.prefetchFirstQueries("/system-admin/activity", signedIn("system_admin"));
    renderPortal(firstQueries);
    expect(await screen.findByText("Spring Summit")).toBeInTheDocument();
    firstQueries.prefetchFirstQueries(EVENTS_PAGE, signedIn("system_admin"));
    await new Promise((done) => setTimeout(done, 0));
    expect(fetched()).toEqual(["/api/events/get-all-events"]);
  });
});

import { describe, expect, it } from "vitest";
import { buildNumberedEvent, buildNumberedUser } from "@/testing/factories";
import { summarizeDashboard } from "./summarize-dashboard";

describe("summarizeDashboard", () => {
  it("takes the events' total from the summary and counts each kind of admin", () => {
    const summary = summarizeDashboard({
      totalEvents: 42,
      recentEvents: [buildNumberedEvent({ id: 1 }), buildNumberedEvent({ id: 2 })],
      users: [
        buildNumberedUser({ id: 1, type: "system_admin" }),
        buildNumberedUser({ id: 2, type: "event_admin" }),
        buildNumberedUser({ id: 3, type: "event_admin" }),
        buildNumberedUser({ id: 4, type: "event_admin" }),
      ],
    });
    expect(summary).toMatchObject({ totalEvents: 42, eventAdminCount: 3, systemAdminCount: 1 });
  });

  it("keeps the first 3 events and event admins in the server's order", () => {
    const recentEvents = [1, 2, 3, 4, 5].map((id) => buildNumberedEvent({ id }));
    const users = [
      buildNumberedUser({ id: 1, type: "event_admin" }),
      buildNumberedUser({ id: 2, type: "system_admin" }),
      buildNumberedUser({ id: 3, type: "event_admin" }),
      buildNumberedUser({ id: 4, type: "event_admin" }),
      buildNumberedUser({ id: 5, type: "event_admin" }),
    ];
    const summary = summarizeDashboard({ totalEvents: 5, recentEvents, users });
    expect(summary.recentEvents.map((event) => event.event_name)).toEqual([
      "Event 1",
      "Event 2",
      "Event 3",
    ]);
    expect(summary.recentEventAdmins.map((user) => user.name)).toEqual([
      "User 1",
      "User 3",
      "User 4",
    ]);
  });

  it("gives empty lists when there is nothing", () => {
    expect(summarizeDashboard({ totalEvents: 0, recentEvents: [], users: [] })).toEqual({
      totalEvents: 0,
      eventAdminCount: 0,
      systemAdminCount: 0,
      recentEvents: [],
      recentEventAdmins: [],
    });
  });
});

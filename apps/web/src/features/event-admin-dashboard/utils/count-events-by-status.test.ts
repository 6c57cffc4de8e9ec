import { describe, expect, it } from "vitest";
import { buildNumberedEvent } from "@/testing/factories";
import { countEventsByStatus } from "./count-events-by-status";

describe("countEventsByStatus", () => {
  it("counts UPCOMING, ACTIVE, CANCELLED and SCHEDULED in that order, ignoring the others", () => {
    const counts = countEventsByStatus([
      buildNumberedEvent({ id: 1, event_status: "UPCOMING" }),
      buildNumberedEvent({ id: 2, event_status: "UPCOMING" }),
      buildNumberedEvent({ id: 3, event_status: "ACTIVE" }),
      buildNumberedEvent({ id: 4, event_status: "SCHEDULED" }),
      buildNumberedEvent({ id: 5, event_status: "COMPLETED" }),
      buildNumberedEvent({ id: 6, event_status: "INPROGRESS" }),
    ]);
    expect(counts).toEqual([
      { status: "UPCOMING", count: 2 },
      { status: "ACTIVE", count: 1 },
      { status: "CANCELLED", count: 0 },
      { status: "SCHEDULED", count: 1 },
    ]);
  });

  it("gives zero for every status when there are no events", () => {
    expect(countEventsByStatus([]).map(({ count }) => count)).toEqual([0, 0, 0, 0]);
  });
});

import { describe, expect, it } from "vitest";
import { pickStatusCounts } from "./pick-status-counts";

describe("pickStatusCounts", () => {
  it("gives UPCOMING, ACTIVE, CANCELLED and SCHEDULED in that order, leaving the others out", () => {
    const counts = pickStatusCounts({
      SCHEDULED: 1,
      UPCOMING: 2,
      ACTIVE: 1,
      COMPLETED: 5,
      INPROGRESS: 3,
      CANCELLED: 0,
    });
    expect(counts).toEqual([
      { status: "UPCOMING", count: 2 },
      { status: "ACTIVE", count: 1 },
      { status: "CANCELLED", count: 0 },
      { status: "SCHEDULED", count: 1 },
    ]);
  });

  it("gives zero for a status the summary does not name", () => {
    expect(pickStatusCounts({}).map(({ count }) => count)).toEqual([0, 0, 0, 0]);
  });
});

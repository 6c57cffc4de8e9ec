import { EVENT_STATUSES } from "@events/contract";
import { describe, expect, it } from "vitest";
import { cardStatusTone, dashboardStatusTone, detailStatusTone } from "./event-status";

const tones = (rule: (status: string) => string) =>
  Object.fromEntries(EVENT_STATUSES.map((status) => [status, rule(status)]));

describe("event status colours", () => {
  it("colours the dashboard's recent events", () => {
    expect(tones(dashboardStatusTone)).toEqual({
      SCHEDULED: "yellow",
      ACTIVE: "green",
      UPCOMING: "blue",
      INPROGRESS: "yellow",
      COMPLETED: "yellow",
      CANCELLED: "red",
    });
  });

  it("colours the event cards", () => {
    expect(tones(cardStatusTone)).toEqual({
      SCHEDULED: "yellow",
      ACTIVE: "yellow",
      UPCOMING: "yellow",
      INPROGRESS: "green",
      COMPLETED: "blue",
      CANCELLED: "yellow",
    });
  });

  it("colours the event details badge", () => {
    expect(tones(detailStatusTone)).toEqual({
      SCHEDULED: "blue",
      ACTIVE: "green",
      UPCOMING: "yellow",
      INPROGRESS: "yellow",
      COMPLETED: "gray",
      CANCELLED: "red",
    });
  });
});

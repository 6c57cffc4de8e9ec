import { EVENT_STATUSES } from "@events/contract";
import { describe, expect, it } from "vitest";
import { cardStatusTone, dashboardStatusTone, detailStatusTone } from "./event-status";

const tones = (rule: (status: string) => string) =>
  Object.fromEntries(EVENT_STATUSES.map((status) => [status, rule(status)]));

/** Each status's colour on the dashboard, on the event cards and on the event details badge. */
const TONES_BY_STATUS = {
  SCHEDULED: ["yellow", "yellow", "blue"],
  ACTIVE: ["green", "yellow", "green"],
  UPCOMING: ["blue", "yellow", "yellow"],
  INPROGRESS: ["yellow", "green", "yellow"],
  COMPLETED: ["yellow", "blue", "gray"],
  CANCELLED: ["red", "yellow", "red"],
};

describe("event status colours", () => {
  it.each([
    ["the dashboard's recent events", dashboardStatusTone, 0],
    ["the event cards", cardStatusTone, 1],
    ["the event details badge", detailStatusTone, 2],
  ] as const)("colours %s", (_place, rule, column) => {
    expect(tones(rule)).toEqual(
      Object.fromEntries(
        Object.entries(TONES_BY_STATUS).map(([status, placeTones]) => [status, placeTones[column]]),
      ),
    );
  });
});

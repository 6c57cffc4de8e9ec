import { describe, expect, it } from "vitest";
import {
  addMinutes,
  compareWallClock,
  fromDateAndTime,
  getRoundedNow,
  HOUR_OPTIONS,
  isBefore,
  MINUTE_OPTIONS,
  parseWallClock,
  roundDownToFiveMinutes,
  roundUpToFiveMinutes,
  to12Hour,
  to24Hour,
  toWallClockString,
} from "./wall-clock";

describe("wall-clock helpers", () => {
  it("writes parts as 'YYYY-MM-DDTHH:mm:ss' with zero padding", () => {
    expect(toWallClockString({ year: 2025, month: 3, day: 5, hour: 15, minute: 30 })).toBe(
      "2025-03-05T15:30:00",
    );
    expect(toWallClockString({ year: 2025, month: 12, day: 31, hour: 0, minute: 5 })).toBe(
      "2025-12-31T00:05:00",
    );
  });

  it("reads a wall-clock string into its parts without any time-zone shift", () => {
    expect(parseWallClock("2025-03-05T15:30:00")).toEqual({
      year: 2025,
      month: 3,
      day: 5,
      hour: 15,
      minute: 30,
    });
    expect(parseWallClock("2025-03-05T00:00")).toEqual({
      year: 2025,
      month: 3,
      day: 5,
      hour: 0,
      minute: 0,
    });
  });

  it.each([null, "", "2025-03-05T15:30:00Z", "2025-02-30T10:00:00", "2025-03-05T24:00:00"])(
    "rejects %j, being empty, zoned or impossible",
    (value) => {
      expect(parseWallClock(value)).toBeUndefined();
    },
  );

  it("builds a value from a calendar day (a local Date) and a time", () => {
    expect(fromDateAndTime(new Date(2025, 2, 5), 15, 30)).toBe("2025-03-05T15:30:00");
    // Late in the evening the local day must not slide into the next UTC day.
    expect(fromDateAndTime(new Date(2025, 2, 5, 23, 59), 23, 55)).toBe("2025-03-05T23:55:00");
  });

  it.each([
    { hour: 0, hour12: 12, period: "AM" },
    { hour: 11, hour12: 11, period: "AM" },
    { hour: 12, hour12: 12, period: "PM" },
    { hour: 15, hour12: 3, period: "PM" },
    { hour: 9, hour12: 9, period: "AM" },
  ] as const)("converts hour $hour to $hour12 $period and back", ({ hour, hour12, period }) => {
    expect(to12Hour(hour)).toEqual({ hour12, period });
    expect(to24Hour(hour12, period)).toBe(hour);
  });

  it.each([
    ["2025-03-05T15:30:00", 60, "2025-03-05T16:30:00"],
    ["2025-03-05T23:30:00", 60, "2025-03-06T00:30:00"],
    ["2025-12-31T23:30:00", 45, "2026-01-01T00:15:00"],
    ["2025-03-01T00:10:00", -20, "2025-02-28T23:50:00"],
    // A daylight-saving night in many zones: still exactly one hour later on the wall clock.
    ["2025-03-30T01:30:00", 60, "2025-03-30T02:30:00"],
  ])("adds to %s %i minutes, across hours, days, months and years", (start, minutes, end) => {
    expect(addMinutes(start, minutes)).toBe(end);
  });

  it("rounds up to the next 5 minutes and keeps a time already on a step", () => {
    const at = (hour: number, minute: number) => ({ year: 2025, month: 3, day: 5, hour, minute });
    expect(roundUpToFiveMinutes(at(10, 1))).toEqual(at(10, 5));
    expect(roundUpToFiveMinutes(at(10, 5))).toEqual(at(10, 5));
    expect(roundUpToFiveMinutes(at(10, 58))).toEqual(at(11, 0));
    expect(roundUpToFiveMinutes({ year: 2025, month: 3, day: 5, hour: 23, minute: 57 })).toEqual({
      year: 2025,
      month: 3,
      day: 6,
      hour: 0,
      minute: 0,
    });
    expect(roundDownToFiveMinutes(at(10, 59))).toEqual(at(10, 55));
  });

  it("gives 'Now' as today's local date and time rounded up to 5 minutes", () => {
    expect(getRoundedNow(new Date(2025, 2, 5, 15, 31, 10))).toEqual({
      year: 2025,
      month: 3,
      day: 5,
      hour: 15,
      minute: 35,
    });
    expect(getRoundedNow(new Date(2025, 2, 5, 15, 35, 0, 0))).toMatchObject({ minute: 35 });
    // Seconds past a step already went by, so the next step is offered.
    expect(getRoundedNow(new Date(2025, 2, 5, 15, 35, 20))).toMatchObject({ minute: 40 });
  });

  it("compares values by their time", () => {
    expect(compareWallClock("2025-03-05T10:00:00", "2025-03-05T10:05:00")).toBeLessThan(0);
    expect(compareWallClock("2025-03-06T00:00:00", "2025-03-05T23:55:00")).toBeGreaterThan(0);
    expect(compareWallClock("2025-03-05T10:00:00", "2025-03-05T10:00:00")).toBe(0);
    expect(isBefore("2025-03-05T09:55:00", "2025-03-05T10:00:00")).toBe(true);
    expect(isBefore("2025-03-05T10:00:00", "2025-03-05T10:00:00")).toBe(false);
  });

  it("offers hours 1-12 and minutes every 5", () => {
    expect(HOUR_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(MINUTE_OPTIONS).toEqual([0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55]);
  });
});

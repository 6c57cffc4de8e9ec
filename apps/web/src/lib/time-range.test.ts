import { describe, expect, it } from "vitest";
import {
  addMinutesToWallClock,
  getDefaultEnd,
  getDefaultStart,
  getEndAfterStartChange,
  getWallClockDay,
} from "./time-range";

describe("event times", () => {
  it.each([
    [new Date(2025, 2, 5, 15, 31, 10), "2025-03-05T15:35:00"],
    [new Date(2025, 2, 5, 15, 30, 0, 0), "2025-03-05T15:30:00"],
    [new Date(2025, 2, 5, 15, 30, 0, 1), "2025-03-05T15:35:00"],
    [new Date(2025, 11, 31, 23, 58), "2026-01-01T00:00:00"],
  ])("starts a new event made at %s at the next 5-minute mark, %s", (now, start) => {
    expect(getDefaultStart(now)).toBe(start);
  });

  it("ends one hour after the start, across midnight too", () => {
    expect(getDefaultEnd("2025-03-05T15:35:00")).toBe("2025-03-05T16:35:00");
    expect(getDefaultEnd("2025-03-05T23:30:00")).toBe("2025-03-06T00:30:00");
  });

  it("adds minutes to a wall-clock time, and refuses what is not one", () => {
    expect(addMinutesToWallClock("2024-02-28T23:00:00", 90)).toBe("2024-02-29T00:30:00");
    expect(addMinutesToWallClock("not a date", 60)).toBeUndefined();
  });

  it("keeps the end while the start stays before it, else moves it to the start plus one hour", () => {
    expect(getEndAfterStartChange("2025-03-05T10:00:00", "2025-03-05T12:00:00")).toBe(
      "2025-03-05T12:00:00",
    );
    expect(getEndAfterStartChange("2025-03-05T13:00:00", "2025-03-05T12:00:00")).toBe(
      "2025-03-05T14:00:00",
    );
    expect(getEndAfterStartChange("2025-03-05T13:00:00", "")).toBe("2025-03-05T14:00:00");
  });

  it("reads the calendar day of a wall-clock time", () => {
    expect(getWallClockDay("2025-03-05T23:59:00")).toBe("2025-03-05");
    expect(getWallClockDay(null)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { formatEventDate, ordinal } from "./format-date";

describe("ordinal", () => {
  it.each([
    [1, "1st"],
    [2, "2nd"],
    [3, "3rd"],
    [4, "4th"],
    [11, "11th"],
    [12, "12th"],
    [13, "13th"],
    [21, "21st"],
    [22, "22nd"],
    [23, "23rd"],
    [30, "30th"],
    [31, "31st"],
  ])("writes %i as %s", (day, expected) => {
    expect(ordinal(day)).toBe(expected);
  });
});

describe("formatEventDate", () => {
  it.each([
    // A wall-clock time shows as entered.
    ["2025-03-05T15:30:00", "5th of Mar 2025, 3:30 PM"],
    ["2025-03-03T14:05:00", "3rd of Mar 2025, 2:05 PM"],
    // A UTC instant shows in UTC.
    ["2025-11-22T09:07:00.000Z", "22nd of Nov 2025, 9:07 AM"],
    // Midnight is 12 AM and noon 12 PM.
    ["2025-01-11T00:00:00", "11th of Jan 2025, 12:00 AM"],
    ["2025-01-12T12:00:00", "12th of Jan 2025, 12:00 PM"],
    ["2025-01-12T23:59:00", "12th of Jan 2025, 11:59 PM"],
  ])("shows %s as '%s'", (value, shown) => {
    expect(formatEventDate(value)).toBe(shown);
  });

  it("falls back for a missing or unreadable value", () => {
    expect(formatEventDate(null)).toBe("Date not set");
    expect(formatEventDate("soon", "—")).toBe("—");
  });
});

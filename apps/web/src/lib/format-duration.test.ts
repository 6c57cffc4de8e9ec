import { describe, expect, it } from "vitest";
import { formatDuration } from "./format-duration";

describe("formatDuration", () => {
  it("gives hours and minutes", () => {
    expect(formatDuration("2025-03-05T15:30:00", "2025-03-05T17:00:00")).toBe("1h 30m");
  });

  it("always shows both parts", () => {
    expect(formatDuration("2025-03-05T15:30:00", "2025-03-05T16:15:00")).toBe("0h 45m");
    expect(formatDuration("2025-03-05T09:00:00", "2025-03-05T11:00:00")).toBe("2h 0m");
    expect(formatDuration("2025-03-05T09:00:00", "2025-03-05T09:00:00")).toBe("0h 0m");
  });

  it("counts across midnight and days", () => {
    expect(formatDuration("2025-03-05T23:30:00", "2025-03-06T01:00:00")).toBe("1h 30m");
    expect(formatDuration("2025-03-05T09:00:00", "2025-03-07T09:05:00")).toBe("48h 5m");
  });

  it("accepts values without seconds", () => {
    expect(formatDuration("2025-03-05T15:30", "2025-03-05T16:00")).toBe("0h 30m");
  });

  it("gives nothing for unreadable values or an end before the start", () => {
    expect(formatDuration("", "2025-03-05T16:00:00")).toBeUndefined();
    expect(formatDuration("2025-03-05T16:00:00", "not a date")).toBeUndefined();
    expect(formatDuration("2025-03-05T16:00:00", "2025-03-05T15:00:00")).toBeUndefined();
  });
});

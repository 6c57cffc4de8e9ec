import { describe, expect, it } from "vitest";
import { buildSession } from "@/testing/factories";
import { formatSessionDate, formatSessionTimeRange, getSessionTypeLabel } from "./session-display";

describe("session display", () => {
  it("labels the type with the contract's words, or what was typed for 'Other'", () => {
    expect(getSessionTypeLabel(buildSession({ session_type: "panel_discussion" }))).toBe(
      "Panel Discussion",
    );
    expect(
      getSessionTypeLabel(buildSession({ session_type: "other", other_session_type: "Yoga" })),
    ).toBe("Yoga");
    expect(
      getSessionTypeLabel(buildSession({ session_type: "other", other_session_type: null })),
    ).toBe("Other");
  });

  it("shows the time range with its duration", () => {
    expect(formatSessionTimeRange(buildSession())).toBe("3:30 PM - 5:00 PM (1h 30m)");
    expect(
      formatSessionTimeRange(
        buildSession({
          start_datetime: "2025-03-05T09:00:00",
          end_datetime: "2025-03-05T09:45:00",
        }),
      ),
    ).toBe("9:00 AM - 9:45 AM (0h 45m)");
  });

  it("shows the day as written", () => {
    expect(formatSessionDate(buildSession())).toBe("5th of Mar 2025");
  });
});

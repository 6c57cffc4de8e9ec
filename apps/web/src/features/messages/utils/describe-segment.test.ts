import { describe, expect, it } from "vitest";
import { describeSegment } from "./describe-segment";

describe("describeSegment", () => {
  it("names a segment that narrows nothing 'All participants'", () => {
    expect(describeSegment({})).toBe("All participants");
  });

  it("names the role, the status and the check-in in that order", () => {
    expect(describeSegment({ role: "speaker", status: "active", checked_in: false })).toBe(
      "Speakers, active, not checked in",
    );
  });

  it("keeps 'All participants' when only the status or the check-in narrows", () => {
    expect(describeSegment({ status: "inactive", checked_in: true })).toBe(
      "All participants, inactive, checked in",
    );
  });
});

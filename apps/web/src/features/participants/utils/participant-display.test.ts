import { describe, expect, it } from "vitest";
import { getParticipantStatusLabel, getParticipantStatusTone } from "./participant-display";

describe("getParticipantStatusTone", () => {
  it.each([
    ["active", "green"],
    ["Confirmed", "green"],
    ["True", "green"],
    ["pending", "yellow"],
    ["cancelled", "red"],
    ["DECLINED", "red"],
    ["waitlisted", "gray"],
    ["", "gray"],
  ])("colours status '%s' %s", (status, tone) => {
    expect(getParticipantStatusTone(status)).toBe(tone);
  });
});

describe("getParticipantStatusLabel", () => {
  it("reads 'True' and 'active' as Active, and capitalises the rest", () => {
    expect(getParticipantStatusLabel("True")).toBe("Active");
    expect(getParticipantStatusLabel("active")).toBe("Active");
    expect(getParticipantStatusLabel("pending")).toBe("Pending");
  });
});

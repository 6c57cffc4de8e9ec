import { describe, expect, it } from "vitest";
import {
  getParticipantStatusLabel,
  getParticipantStatusTone,
  getRoleDisplay,
} from "./participant-display";

describe("getRoleDisplay", () => {
  it.each([
    // The server's prefix goes and a listed role shows its label.
    ["ParticipantRole.SPEAKER", "Speaker"],
    ["attendee", "Attendee"],
    [" Guest ", "Guest"],
    // A role outside the list shows without its prefix.
    ["ParticipantRole.volunteer", "volunteer"],
    [null, ""],
  ])("shows role %j as '%s'", (role, label) => {
    expect(getRoleDisplay(role)).toBe(label);
  });
});

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

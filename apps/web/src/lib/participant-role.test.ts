import { describe, expect, it } from "vitest";
import { describeParticipantRole } from "./participant-role";

describe("describeParticipantRole", () => {
  it.each([
    // The server's prefix goes and a listed role shows its label.
    ["ParticipantRole.SPEAKER", "Speaker"],
    ["attendee", "Attendee"],
    [" Guest ", "Guest"],
    // A role outside the list shows without its prefix.
    ["ParticipantRole.volunteer", "volunteer"],
    [null, ""],
  ])("shows role %j as '%s'", (role, label) => {
    expect(describeParticipantRole(role)).toBe(label);
  });
});

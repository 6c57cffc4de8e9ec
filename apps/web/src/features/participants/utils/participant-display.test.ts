import { describe, expect, it } from "vitest";
import {
  getParticipantStatusLabel,
  getParticipantStatusTone,
  getRoleDisplay,
} from "./participant-display";

describe("getRoleDisplay", () => {
  it("removes the server's prefix and shows the role's label", () => {
    expect(getRoleDisplay("ParticipantRole.SPEAKER")).toBe("Speaker");
    expect(getRoleDisplay("attendee")).toBe("Attendee");
    expect(getRoleDisplay(" Guest ")).toBe("Guest");
  });

  it("shows a role outside the list without its prefix", () => {
    expect(getRoleDisplay("ParticipantRole.volunteer")).toBe("volunteer");
    expect(getRoleDisplay(null)).toBe("");
  });
});

describe("getParticipantStatusTone", () => {
  it("colours active and confirmed green, 'True' included", () => {
    expect(getParticipantStatusTone("active")).toBe("green");
    expect(getParticipantStatusTone("Confirmed")).toBe("green");
    expect(getParticipantStatusTone("True")).toBe("green");
  });

  it("colours pending yellow and cancelled or declined red", () => {
    expect(getParticipantStatusTone("pending")).toBe("yellow");
    expect(getParticipantStatusTone("cancelled")).toBe("red");
    expect(getParticipantStatusTone("DECLINED")).toBe("red");
  });

  it("colours anything else gray", () => {
    expect(getParticipantStatusTone("waitlisted")).toBe("gray");
    expect(getParticipantStatusTone("")).toBe("gray");
  });
});

describe("getParticipantStatusLabel", () => {
  it("reads 'True' and 'active' as Active, and capitalises the rest", () => {
    expect(getParticipantStatusLabel("True")).toBe("Active");
    expect(getParticipantStatusLabel("active")).toBe("Active");
    expect(getParticipantStatusLabel("pending")).toBe("Pending");
  });
});

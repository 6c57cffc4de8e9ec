import { describe, expect, it } from "vitest";
import { eventAdminStatusLabels, getUserStatus, systemAdminStatusLabels } from "./user-status";

describe("getUserStatus", () => {
  it("reads Verified (green) or Unverified (yellow) for system admins", () => {
    expect(getUserStatus(true, systemAdminStatusLabels)).toEqual({
      label: "Verified",
      tone: "green",
    });
    expect(getUserStatus(false, systemAdminStatusLabels)).toEqual({
      label: "Unverified",
      tone: "yellow",
    });
  });

  it("reads Verified or Pending for event admins", () => {
    expect(getUserStatus(true, eventAdminStatusLabels).label).toBe("Verified");
    expect(getUserStatus(false, eventAdminStatusLabels).label).toBe("Pending");
  });
});

import { describe, expect, it } from "vitest";
import { getHomePath } from "./get-home-path";

describe("getHomePath", () => {
  it("sends a verified system admin to the system admin dashboard", () => {
    expect(
      getHomePath({ isAuthenticated: true, user: { type: "system_admin", isVerified: true } }),
    ).toBe("/system-admin/dashboard");
  });

  it("sends any other verified user to the event admin dashboard", () => {
    expect(
      getHomePath({ isAuthenticated: true, user: { type: "event_admin", isVerified: true } }),
    ).toBe("/event-admin/dashboard");
  });

  it("sends door staff to the door, verified or signed in by a paired device", () => {
    for (const isVerified of [true, false]) {
      expect(getHomePath({ isAuthenticated: true, user: { type: "door_staff", isVerified } })).toBe(
        "/door",
      );
    }
  });

  it("sends a signed-in but unverified user to /verify-otp", () => {
    expect(
      getHomePath({ isAuthenticated: true, user: { type: "system_admin", isVerified: false } }),
    ).toBe("/verify-otp");
  });

  it("sends everyone else to /login", () => {
    expect(getHomePath({ isAuthenticated: false, user: null })).toBe("/login");
    expect(
      getHomePath({ isAuthenticated: false, user: { type: "system_admin", isVerified: true } }),
    ).toBe("/login");
  });
});

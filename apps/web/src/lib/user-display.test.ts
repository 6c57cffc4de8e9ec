import { describe, expect, it } from "vitest";
import { getAvatarInitial, getDisplayName, getRoleLabel } from "./user-display";

describe("getRoleLabel", () => {
  it("splits the type on underscores and capitalises each word", () => {
    expect(getRoleLabel("system_admin")).toBe("System Admin");
    expect(getRoleLabel("event_admin")).toBe("Event Admin");
  });

  it("reads 'No Role' when the type is absent", () => {
    expect(getRoleLabel(undefined)).toBe("No Role");
    expect(getRoleLabel(null)).toBe("No Role");
    expect(getRoleLabel("")).toBe("No Role");
  });
});

describe("getDisplayName", () => {
  it("shows the name, or 'Unknown' when it is absent", () => {
    expect(getDisplayName("Ada Lovelace")).toBe("Ada Lovelace");
    expect(getDisplayName(undefined)).toBe("Unknown");
    expect(getDisplayName("   ")).toBe("Unknown");
  });
});

describe("getAvatarInitial", () => {
  it("is the first letter of the name, upper-cased", () => {
    expect(getAvatarInitial("ada")).toBe("A");
    expect(getAvatarInitial("  émile")).toBe("É");
  });

  it("is 'U' when there is no name", () => {
    expect(getAvatarInitial(undefined)).toBe("U");
    expect(getAvatarInitial(null)).toBe("U");
    expect(getAvatarInitial("")).toBe("U");
  });
});

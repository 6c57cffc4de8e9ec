import { describe, expect, it } from "vitest";
import { getAvatarInitial, getDisplayName, getRoleLabel } from "./user-display";

describe("getRoleLabel", () => {
  it.each([
    // The type split on underscores, each word capitalised.
    ["system_admin", "System Admin"],
    ["event_admin", "Event Admin"],
    // 'No Role' when the type is absent.
    [undefined, "No Role"],
    [null, "No Role"],
    ["", "No Role"],
  ])("labels the type %j '%s'", (type, label) => {
    expect(getRoleLabel(type)).toBe(label);
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
  it.each([
    // The first letter of the name, upper-cased.
    ["ada", "A"],
    ["  émile", "É"],
    // 'U' when there is no name.
    [undefined, "U"],
    [null, "U"],
    ["", "U"],
  ])("gives %j the initial %s", (name, initial) => {
    expect(getAvatarInitial(name)).toBe(initial);
  });
});

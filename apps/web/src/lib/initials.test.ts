import { describe, expect, it } from "vitest";
import { getInitials } from "./initials";

describe("getInitials", () => {
  it("takes the first letters of the first two words", () => {
    expect(getInitials("Ada Lovelace")).toBe("AL");
    expect(getInitials("  grace   brewster hopper ")).toBe("GB");
  });

  it("gives one letter for a one-word name", () => {
    expect(getInitials("cher")).toBe("C");
  });

  it("gives 'NA' when there is no name", () => {
    expect(getInitials("")).toBe("NA");
    expect(getInitials("   ")).toBe("NA");
    expect(getInitials(null)).toBe("NA");
    expect(getInitials(undefined)).toBe("NA");
  });
});

import { describe, expect, it } from "vitest";
import { getInitials } from "./initials";

describe("getInitials", () => {
  it.each([
    // The first letters of the first two words, or one letter for a one-word name.
    ["Ada Lovelace", "AL"],
    ["  grace   brewster hopper ", "GB"],
    ["cher", "C"],
    // 'NA' when there is no name.
    ["", "NA"],
    ["   ", "NA"],
    [null, "NA"],
    [undefined, "NA"],
  ])("gives %j the initials '%s'", (name, initials) => {
    expect(getInitials(name)).toBe(initials);
  });
});

import { describe, expect, it } from "vitest";
import { readLinkToken } from "./link-token";

describe("an e-mail link's token", () => {
  it("reads a link's token from the fragment only", () => {
    expect(readLinkToken("#token=abc.DEF_-1")).toBe("abc.DEF_-1");
    expect(readLinkToken("")).toBeUndefined();
    expect(readLinkToken("#other=1")).toBeUndefined();
  });
});

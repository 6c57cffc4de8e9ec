import { describe, expect, it } from "vitest";
import { getShortEventId } from "./short-event-id";

describe("getShortEventId", () => {
  it("shows the first 8 characters of the id", () => {
    expect(getShortEventId("6f1c2a5e-2b1d-4c3e-8f4a-0a1b2c3d4e01")).toBe("6f1c2a5e");
  });
});

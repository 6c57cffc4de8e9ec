import { describe, expect, it } from "vitest";
import { resolveSupportEmail } from "./support-email";

describe("resolveSupportEmail", () => {
  it("uses the address the server put into the page", () => {
    expect(resolveSupportEmail("help@events.example.org")).toBe("help@events.example.org");
  });

  it("falls back to support@localhost while the placeholder is unreplaced", () => {
    expect(resolveSupportEmail("__SUPPORT_EMAIL__")).toBe("support@localhost");
    expect(resolveSupportEmail(undefined)).toBe("support@localhost");
  });
});

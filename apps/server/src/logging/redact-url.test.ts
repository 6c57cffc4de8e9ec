import { describe, expect, it } from "vitest";
import { redactSecretQueryValues } from "./redact-url.js";

describe("redactSecretQueryValues", () => {
  it("hides each secret parameter's value and keeps the rest of the URL", () => {
    expect(redactSecretQueryValues("/api/x?page=2&token=abc&Email=a%40b.c&q=token")).toBe(
      "/api/x?page=2&token=[redacted]&Email=[redacted]&q=token",
    );
  });

  it("finds a URL inside a message, whatever the name's encoding", () => {
    expect(redactSecretQueryValues("GET /feed?%74oken=abc → 200 in 3 ms")).toBe(
      "GET /feed?%74oken=[redacted] → 200 in 3 ms",
    );
    expect(redactSecretQueryValues("GET /feed?%zz=abc&tokens=abc")).toBe(
      "GET /feed?%zz=abc&tokens=abc",
    );
  });
});

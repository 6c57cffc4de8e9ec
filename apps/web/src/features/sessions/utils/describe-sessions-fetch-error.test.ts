import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { describeSessionsFetchError } from "./describe-sessions-fetch-error";

describe("describeSessionsFetchError", () => {
  it("prefers the server's error, else names the status", () => {
    expect(describeSessionsFetchError(new ApiError(404, "x", "Event not found"))).toBe(
      "Event not found",
    );
    expect(describeSessionsFetchError(new ApiError(502, "HTTP error! status: 502"))).toBe(
      "Failed to fetch sessions: 502",
    );
    expect(describeSessionsFetchError(new ApiError(0, "Network error"))).toBe(
      "Failed to fetch sessions",
    );
  });
});

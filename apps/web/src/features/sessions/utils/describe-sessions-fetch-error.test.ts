import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { showTextsIn } from "@/testing/languages";
import { describeSessionError } from "./describe-session-error";
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

describe("the sessions' errors in the reader's language", () => {
  it("give the server's error by its code", async () => {
    await showTextsIn("de");
    const notFound = new ApiError(404, "x", "Session not found", [], {
      code: "sessions.sessionNotFound",
    });
    expect(describeSessionsFetchError(notFound)).toBe("Sitzung nicht gefunden");
    expect(describeSessionError(notFound, { fallback: "-", networkFallback: "-" })).toBe(
      "Sitzung nicht gefunden",
    );
    expect(describeSessionsFetchError(new ApiError(502, "x"))).toBe(
      "Sitzungen konnten nicht geladen werden: 502",
    );
  });
});

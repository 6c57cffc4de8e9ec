import { describe, expect, it } from "vitest";
import { ApiError, createApiError } from "@/lib/api-error";
import { eventAdminsConfig, systemAdminsConfig } from "./config";

describe("system admin messages", () => {
  const { texts } = systemAdminsConfig;

  it("append the server's error, else 'HTTP error! status: {code}'", () => {
    const conflict = createApiError(409, { error: "A user with this email already exists" });
    expect(texts.createFailed(conflict)).toBe(
      "Error creating admin: A user with this email already exists",
    );
    expect(texts.fetchFailed(createApiError(500, undefined))).toBe(
      "Failed to fetch admins: HTTP error! status: 500",
    );
    expect(texts.updateFailed(createApiError(404, { error: "User not found" }))).toBe(
      "Error updating admin: User not found",
    );
    expect(texts.deleteFailed(createApiError(409, { error: "No" }))).toBe(
      "Error deleting admin: No",
    );
  });
});

describe("event admin messages", () => {
  const { texts } = eventAdminsConfig;

  it("prefer the server's error and fall back to the spec's words", () => {
    expect(texts.createFailed(createApiError(409, { error: "Taken" }))).toBe("Taken");
    expect(texts.updateFailed(createApiError(500, undefined))).toBe("Operation failed");
    expect(texts.deleteFailed(new ApiError(0, "Network error"))).toBe(
      "Failed to delete event admin",
    );
    expect(texts.fetchFailed(createApiError(500, { error: "down" }))).toBe(
      "Failed to fetch event admins",
    );
  });
});

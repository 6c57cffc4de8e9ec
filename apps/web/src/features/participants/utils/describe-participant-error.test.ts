import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import {
  describeAddError,
  describeDeleteError,
  describeParticipantsFetchError,
} from "./describe-participant-error";

describe("describeAddError", () => {
  it("prefers the server's error text, else the fallback", () => {
    const conflict = new ApiError(409, "x", "A participant with this email already exists");
    expect(describeAddError(conflict, "Failed to add participants")).toBe(
      "A participant with this email already exists",
    );
    expect(describeAddError(new ApiError(500, "x"), "Failed to create participant")).toBe(
      "Failed to create participant",
    );
  });

  it("gives the exception's message on a network failure, else 'Network error occurred'", () => {
    expect(describeAddError(new TypeError("Failed to fetch"), "Failed")).toBe("Failed to fetch");
    expect(describeAddError(new ApiError(0, ""), "Failed")).toBe("Network error occurred");
  });
});

describe("describeDeleteError", () => {
  it("gives the server's error, else the fallback, and 'Network error occurred' offline", () => {
    expect(describeDeleteError(new ApiError(404, "x", "Participant not found"))).toBe(
      "Participant not found",
    );
    expect(describeDeleteError(new ApiError(500, "x"))).toBe("Failed to delete participant");
    expect(describeDeleteError(new ApiError(0, "Network error"))).toBe("Network error occurred");
  });
});

describe("describeParticipantsFetchError", () => {
  it("gives the server's error, else 'Failed to fetch participants: {status}'", () => {
    expect(describeParticipantsFetchError(new ApiError(404, "x", "Event not found"))).toBe(
      "Event not found",
    );
    expect(describeParticipantsFetchError(new ApiError(500, "x"))).toBe(
      "Failed to fetch participants: 500",
    );
  });
});

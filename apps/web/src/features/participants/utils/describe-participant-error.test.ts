import { describe, expect, it } from "vitest";
import { ApiError } from "@/lib/api-error";
import { showTextsIn } from "@/testing/languages";
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

describe("in the reader's language", () => {
  it("gives the server's error by its code and values, the fallback in German without one", async () => {
    await showTextsIn("de");
    const tooMany = new ApiError(400, "x", "At most 200 at once", [], {
      code: "participants.tooManyAtOnce",
      params: { max: 200 },
    });
    expect(describeAddError(tooMany, "Fehler")).toBe("Höchstens 200 auf einmal");
    const notFound = new ApiError(404, "x", "Event not found", [], {
      code: "events.eventNotFound",
    });
    expect(describeDeleteError(notFound)).toBe("Veranstaltung nicht gefunden");
    expect(describeParticipantsFetchError(notFound)).toBe("Veranstaltung nicht gefunden");
    expect(describeParticipantsFetchError(new ApiError(500, "x"))).toBe(
      "Teilnehmende konnten nicht abgerufen werden: 500",
    );
  });
});

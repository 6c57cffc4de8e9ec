import { describe, expect, it } from "vitest";
import { createApiError } from "@/lib/api-error";
import { showTextsIn } from "@/testing/languages";
import { describeCheckInFailure } from "./describe-scan-outcome";

describe("describeCheckInFailure", () => {
  it("gives the server's words", () => {
    const error = createApiError(409, { error: "This participant is inactive" });
    expect(describeCheckInFailure(error)).toEqual({
      tone: "error",
      title: "This participant is inactive",
    });
  });

  it("gives the code's detail for a malformed code", () => {
    const error = createApiError(400, {
      error: "Invalid input",
      details: [{ field: "code", message: "Unknown ticket" }],
    });
    expect(describeCheckInFailure(error).title).toBe("Unknown ticket");
  });

  it("says the server's refusal and the code's detail in German, by their codes", async () => {
    await showTextsIn("de");
    const inactive = createApiError(409, {
      error: "This participant is inactive",
      code: "checkIn.inactive",
    });
    expect(describeCheckInFailure(inactive).title).toBe("Dieser Teilnehmer ist inaktiv");
    const malformed = createApiError(400, {
      error: "Invalid input",
      code: "http.invalidInput",
      details: [{ field: "code", message: "Unknown ticket", code: "checkIn.unknownTicket" }],
    });
    expect(describeCheckInFailure(malformed).title).toBe("Unbekanntes Ticket");
  });
});

import { describe, expect, it } from "vitest";
import { showTextsIn } from "@/testing/languages";
import { ApiError, createApiError, describeError, getErrorMessage } from "./api-error";

describe("getErrorMessage", () => {
  it("prefers the server's error field", () => {
    expect(getErrorMessage(401, { error: "Invalid email or password", message: "other" })).toBe(
      "Invalid email or password",
    );
  });

  it("falls back to the message field", () => {
    expect(getErrorMessage(400, { message: "Bad things" })).toBe("Bad things");
  });

  it("reads 'HTTP error! status: {code}' when the server said nothing usable", () => {
    expect(getErrorMessage(500, undefined)).toBe("HTTP error! status: 500");
    expect(getErrorMessage(502, "<html>Bad gateway</html>")).toBe("HTTP error! status: 502");
    expect(getErrorMessage(404, { error: "" })).toBe("HTTP error! status: 404");
  });
});

describe("createApiError", () => {
  it("keeps the status, the server's text and the field details", () => {
    const error = createApiError(400, {
      error: "Invalid input",
      details: [{ field: "email", message: "Enter a valid email address" }, { bogus: true }],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(400);
    expect(error.message).toBe("Invalid input");
    expect(error.serverMessage).toBe("Invalid input");
    expect(error.details).toEqual([{ field: "email", message: "Enter a valid email address" }]);
  });

  it("has no server text when the body carried none", () => {
    const error = createApiError(503, undefined);
    expect(error.message).toBe("HTTP error! status: 503");
    expect(error.serverMessage).toBeUndefined();
  });
});

describe("describeError", () => {
  it("shows the server's text, else the screen's fallback", () => {
    expect(describeError(createApiError(429, { error: "Too many attempts" }), "Fallback")).toBe(
      "Too many attempts",
    );
    expect(describeError(createApiError(500, undefined), "Fallback")).toBe("Fallback");
    expect(describeError(new ApiError(0, "Network error"), "Fallback")).toBe("Fallback");
  });

  it("shows the app's own error text", () => {
    expect(describeError(new Error("User ID not found. Please login again."), "Fallback")).toBe(
      "User ID not found. Please login again.",
    );
    expect(describeError("nonsense", "Fallback")).toBe("Fallback");
  });
});

describe("describeError in the active language", () => {
  it("shows the server's message by its code in German, with a template's values", async () => {
    await showTextsIn("de");
    expect(
      describeError(
        createApiError(404, { error: "Event not found", code: "events.eventNotFound" }),
        "Fallback",
      ),
    ).toBe("Veranstaltung nicht gefunden");
    expect(
      describeError(
        createApiError(429, {
          error: "Too many requests. Please try again in 30 seconds.",
          code: "http.rateLimited",
          params: { seconds: 30 },
        }),
        "Fallback",
      ),
    ).toBe("Zu viele Anfragen. Bitte versuchen Sie es in 30 Sekunden erneut.");
  });

  it("shows the English text of a code no catalogue knows, and in English always the server's words", async () => {
    const unknown = createApiError(409, { error: "Something new", code: "events.somethingNew" });
    const known = createApiError(404, { error: "Event not found", code: "events.eventNotFound" });
    expect(describeError(known, "Fallback")).toBe("Event not found");
    await showTextsIn("de");
    expect(describeError(unknown, "Fallback")).toBe("Something new");
    expect(unknown.code).toBe("events.somethingNew");
  });

  it("keeps each detail's code and params", () => {
    const error = createApiError(400, {
      error: "Invalid input",
      code: "http.invalidInput",
      details: [
        {
          field: "name",
          message: "At most 200 characters",
          code: "common.atMostCharacters",
          params: { max: 200 },
        },
      ],
    });
    expect(error.details).toEqual([
      {
        field: "name",
        message: "At most 200 characters",
        code: "common.atMostCharacters",
        params: { max: 200 },
      },
    ]);
  });
});

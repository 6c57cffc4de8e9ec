import { describe, expect, it } from "vitest";
import { ApiError, createApiError } from "@/lib/api-error";
import { buildInvalidInputError } from "@/testing/factories";
import { getEventServerFieldErrors } from "./server-field-errors";

describe("getEventServerFieldErrors", () => {
  it("keeps the details that name a form field or a theme colour, the first per field", () => {
    const error = buildInvalidInputError([
      { field: "event_name", message: "At most 200 characters" },
      { field: "event_name", message: "Something else" },
      { field: "end_datetime", message: "The end cannot be before the start" },
      { field: "theme_colors.1", message: "Colours are hex codes like #3B82F6" },
      { field: "data", message: "The 'data' part must be JSON" },
    ]);
    expect(getEventServerFieldErrors(error)).toEqual([
      { field: "event_name", message: "At most 200 characters" },
      { field: "end_datetime", message: "The end cannot be before the start" },
      { field: "theme_colors.1", message: "Colours are hex codes like #3B82F6" },
    ]);
  });

  it("puts an unknown event admin beside the Event Admin choice", () => {
    const error = createApiError(400, { error: "Choose an existing event admin" });
    expect(getEventServerFieldErrors(error)).toEqual([
      { field: "event_admin_id", message: "Choose an existing event admin" },
    ]);
  });

  it("has nothing for errors that are not the server's", () => {
    expect(getEventServerFieldErrors(new ApiError(0, "Network error"))).toEqual([]);
    expect(getEventServerFieldErrors(new Error("boom"))).toEqual([]);
  });
});

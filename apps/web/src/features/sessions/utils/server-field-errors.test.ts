import { describe, expect, it } from "vitest";
import { buildInvalidInputError } from "@/testing/factories";
import { getSessionServerFieldErrors } from "./server-field-errors";

describe("getSessionServerFieldErrors", () => {
  it("keeps the first refusal per form field and puts the image path's on the picker", () => {
    const error = buildInvalidInputError([
      { field: "name", message: "At most 200 characters" },
      { field: "name", message: "Second" },
      { field: "image_url", message: "Unknown image" },
      { field: "event_id", message: "event_id must be an event id" },
    ]);
    expect(getSessionServerFieldErrors(error)).toEqual([
      { field: "name", message: "At most 200 characters" },
      { field: "image", message: "Unknown image" },
    ]);
    expect(getSessionServerFieldErrors(new Error("x"))).toEqual([]);
  });
});

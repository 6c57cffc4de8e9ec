import { describe, expect, it } from "vitest";
import { ApiError, createApiError } from "@/lib/api-error";
import { buildInvalidInputError } from "@/testing/factories";
import { getServerFieldErrors } from "./server-field-errors";

describe("getServerFieldErrors", () => {
  it("keeps the details that name a form field, the first per field", () => {
    const error = buildInvalidInputError([
      { field: "email", message: "Enter a valid email address" },
      { field: "email", message: "Email is too long" },
      { field: "phone", message: "Enter a valid phone number" },
      { field: "type", message: "Invalid option" },
    ]);
    expect(getServerFieldErrors(error)).toEqual([
      { field: "email", message: "Enter a valid email address" },
      { field: "phone", message: "Enter a valid phone number" },
    ]);
  });

  it("puts a duplicate e-mail beside the Email field", () => {
    const error = createApiError(409, { error: "A user with this email already exists" });
    expect(getServerFieldErrors(error)).toEqual([
      { field: "email", message: "A user with this email already exists" },
    ]);
  });

  it("has nothing for other conflicts or errors that are not the server's", () => {
    expect(getServerFieldErrors(createApiError(409, { error: "Something else" }))).toEqual([]);
    expect(getServerFieldErrors(new ApiError(0, "Network error"))).toEqual([]);
    expect(getServerFieldErrors(new Error("boom"))).toEqual([]);
  });
});

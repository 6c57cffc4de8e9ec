import { describe, expect, it } from "vitest";
import { apiPath } from "./api-client";

describe("apiPath", () => {
  it("encodes each part put into the address, and only those", () => {
    const documentId = "a/b c";
    const eventId = "?id=1";
    expect(apiPath`/api/users/delete-document/${documentId}/${eventId}`).toBe(
      "/api/users/delete-document/a%2Fb%20c/%3Fid%3D1",
    );
    expect(apiPath`/api/sessions/get-session-types`).toBe("/api/sessions/get-session-types");
  });
});

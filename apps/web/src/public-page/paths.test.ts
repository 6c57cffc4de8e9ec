import { describe, expect, it } from "vitest";
import { readRoute } from "./paths";

describe("the public page's addresses", () => {
  it("reads the page and the event's address from the path", () => {
    expect(readRoute("/e/harbour-festival")).toEqual({ page: "event", slug: "harbour-festival" });
    expect(readRoute("/e/harbour-festival/")).toEqual({ page: "event", slug: "harbour-festival" });
    expect(readRoute("/e/gala-2030/cancel")).toEqual({ page: "cancel", slug: "gala-2030" });
    expect(readRoute("/e/gala-2030/offer")).toEqual({ page: "offer", slug: "gala-2030" });
  });

  it("answers no page for anything else", () => {
    for (const path of ["/e/", "/e", "/e/Gala", "/e/-gala", "/e/gala/other", "/e/a/b/cancel"]) {
      expect(readRoute(path), path).toEqual({ page: "not-found" });
    }
  });
});

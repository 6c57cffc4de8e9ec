import { describe, expect, it } from "vitest";
import { EVENT_ID } from "@/testing/factories";
import { getParticipantsPageQueryOptions, getParticipantsPageUrl } from "./get-participants-page";

function readQuery(url: string) {
  return Object.fromEntries(new URL(url, "http://localhost").searchParams);
}

describe("getParticipantsPageUrl", () => {
  it("always asks for a page, by default the first of the server's default size", () => {
    const url = getParticipantsPageUrl(EVENT_ID, {});
    expect(url).toMatch(`/api/participants/get-all-participants-by-event/${EVENT_ID}?`);
    expect(readQuery(url)).toEqual({ page: "1", page_size: "50" });
  });

  it("sends the search trimmed, and the filters, leaving out a blank search", () => {
    expect(
      readQuery(
        getParticipantsPageUrl(EVENT_ID, {
          page: 3,
          page_size: 20,
          q: "  ada & grace ",
          role: "host",
          status: "inactive",
        }),
      ),
    ).toEqual({ page: "3", page_size: "20", q: "ada & grace", role: "host", status: "inactive" });
    expect(readQuery(getParticipantsPageUrl(EVENT_ID, { q: "   " }))).not.toHaveProperty("q");
  });

  it("sends a step's cursor as after or before, beside the page it leads to", () => {
    for (const direction of ["after", "before"] as const) {
      const cursor = { direction, cursor: "bmFtZXw" };
      expect(
        readQuery(getParticipantsPageUrl(EVENT_ID, { page: 2, sort: "name", cursor })),
      ).toEqual({ page: "2", page_size: "50", sort: "name", [direction]: "bmFtZXw" });
    }
  });
});

describe("getParticipantsPageQueryOptions", () => {
  it("gives equal requests one cache entry", () => {
    expect(getParticipantsPageQueryOptions(EVENT_ID, { q: " ada " }).queryKey).toEqual(
      getParticipantsPageQueryOptions(EVENT_ID, { page: 1, page_size: 50, q: "ada" }).queryKey,
    );
    expect(getParticipantsPageQueryOptions(EVENT_ID, { q: "" }).queryKey).toEqual(
      getParticipantsPageQueryOptions(EVENT_ID).queryKey,
    );
  });
});

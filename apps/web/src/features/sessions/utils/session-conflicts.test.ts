import { describe, expect, it } from "vitest";
import { describeClash, describeOverlaps, getClashesBySession } from "./session-conflicts";

const keynote = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Keynote",
  venue: "Hall A",
  start_datetime: "2025-03-05T09:00:00",
  end_datetime: "2025-03-05T10:00:00",
};
const workshop = { ...keynote, id: "00000000-0000-4000-8000-000000000002", name: "Workshop" };
const panel = {
  ...keynote,
  id: "00000000-0000-4000-8000-000000000003",
  name: "Panel",
  start_datetime: "2025-03-05T08:30:00",
};

describe("session conflicts", () => {
  it("gives each session of a clashing pair the other, earliest first", () => {
    const clashes = getClashesBySession([
      { first: keynote, second: workshop },
      { first: panel, second: keynote },
    ]);
    expect(clashes.get(keynote.id)?.map(({ name }) => name)).toEqual(["Panel", "Workshop"]);
    expect(clashes.get(workshop.id)?.map(({ name }) => name)).toEqual(["Keynote"]);
    expect(describeOverlaps(clashes.get(keynote.id) ?? [])).toBe("with Panel and Workshop");
  });

  it("names the other session with its venue and times, and its date when on another day", () => {
    expect(describeClash(keynote, "2025-03-05")).toBe(
      "This overlaps Keynote in Hall A, 9:00 AM - 10:00 AM",
    );
    expect(
      describeClash(
        { ...keynote, start_datetime: "2025-03-04T23:00:00", end_datetime: "2025-03-05T01:00:00" },
        "2025-03-05",
      ),
    ).toBe("This overlaps Keynote in Hall A, 4th of Mar, 11:00 PM - 1:00 AM");
  });
});

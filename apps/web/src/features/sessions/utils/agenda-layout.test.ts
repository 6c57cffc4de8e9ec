import { describe, expect, it } from "vitest";
import { buildAgendaSession } from "@/testing/factories";
import {
  formatAgendaDay,
  getAgendaDays,
  getDayItems,
  getHourRange,
  groupItemsByVenue,
} from "./agenda-layout";

describe("agenda layout", () => {
  it("lists every day a session covers, earliest first, but not the day a midnight end begins", () => {
    const sessions = [
      buildAgendaSession(1, "2025-03-06T09:00:00", "2025-03-06T10:00:00"),
      buildAgendaSession(2, "2025-03-04T23:00:00", "2025-03-05T01:00:00"),
      buildAgendaSession(3, "2025-03-08T22:00:00", "2025-03-09T00:00:00"),
    ];
    expect(getAgendaDays(sessions)).toEqual([
      "2025-03-04",
      "2025-03-05",
      "2025-03-06",
      "2025-03-08",
    ]);
  });

  it("cuts a session past midnight to each day and says which side goes on", () => {
    const late = buildAgendaSession(2, "2025-03-04T23:00:00", "2025-03-05T01:30:00");
    const [first] = getDayItems([late], "2025-03-04");
    expect(first).toMatchObject({
      startMinute: 23 * 60,
      endMinute: 24 * 60,
      continuesBefore: false,
      continuesAfter: true,
    });
    const [second] = getDayItems([late], "2025-03-05");
    expect(second).toMatchObject({
      startMinute: 0,
      endMinute: 90,
      continuesBefore: true,
      continuesAfter: false,
    });
  });

  it("orders a day by start and reads the times as written, whatever the browser's zone", () => {
    const items = getDayItems(
      [
        buildAgendaSession(1, "2025-03-30T14:00:00", "2025-03-30T15:00:00"),
        buildAgendaSession(2, "2025-03-30T01:30:00", "2025-03-30T02:45:00"),
        buildAgendaSession(3, "2025-03-31T09:00:00", "2025-03-31T10:00:00"),
      ],
      "2025-03-30",
    );
    expect(
      items.map(({ session: { name }, startMinute, endMinute }) => [name, startMinute, endMinute]),
    ).toEqual([
      ["Session 2", 90, 165],
      ["Session 1", 840, 900],
    ]);
  });

  it("groups by venue as the clash rule reads it, the sessions without a venue last", () => {
    const items = getDayItems(
      [
        buildAgendaSession(1, "2025-03-05T09:00:00", "2025-03-05T10:00:00", "Hall B"),
        buildAgendaSession(2, "2025-03-05T09:00:00", "2025-03-05T10:00:00", null),
        buildAgendaSession(3, "2025-03-05T09:30:00", "2025-03-05T10:30:00", " hall b "),
        buildAgendaSession(4, "2025-03-05T11:00:00", "2025-03-05T12:00:00", "Atrium"),
        buildAgendaSession(5, "2025-03-05T10:00:00", "2025-03-05T11:00:00", "Hall B"),
      ],
      "2025-03-05",
    );
    const groups = groupItemsByVenue(items);
    expect(groups.map(({ label, laneCount }) => [label, laneCount])).toEqual([
      ["Atrium", 1],
      ["Hall B", 2],
      ["No venue", 1],
    ]);
    // The two clashing sessions side by side; the one starting when the first ends reuses its lane.
    expect(groups[1]?.items.map(({ session: { name }, lane }) => [name, lane])).toEqual([
      ["Session 1", 0],
      ["Session 3", 1],
      ["Session 5", 0],
    ]);
  });

  it("spans the hours from the first start to the last end", () => {
    const items = getDayItems(
      [
        buildAgendaSession(1, "2025-03-05T09:15:00", "2025-03-05T10:00:00"),
        buildAgendaSession(2, "2025-03-05T13:00:00", "2025-03-05T14:30:00"),
      ],
      "2025-03-05",
    );
    expect(getHourRange(items)).toEqual({ first: 9, last: 15 });
  });

  it("names the day with its weekday", () => {
    expect(formatAgendaDay("2025-03-05")).toBe("Wednesday, 5th of Mar 2025");
    expect(formatAgendaDay("2025-03-05", "short")).toBe("Wed 5th Mar");
  });
});

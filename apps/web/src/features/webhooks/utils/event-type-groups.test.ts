import { WEBHOOK_EVENT_TYPES } from "@events/contract";
import { describe, expect, it } from "vitest";
import { EVENT_TYPE_GROUPS, summariseEventTypes } from "./event-type-groups";

describe("EVENT_TYPE_GROUPS", () => {
  it("holds every event type of the contract once, in its order", () => {
    expect(EVENT_TYPE_GROUPS.flatMap(({ types }) => types).sort()).toEqual(
      [...WEBHOOK_EVENT_TYPES].sort(),
    );
    expect(EVENT_TYPE_GROUPS.map(({ label }) => label)).toEqual([
      "Participants",
      "Registrations",
      "Sessions",
      "Event",
      "Messages",
    ]);
  });
});

describe("summariseEventTypes", () => {
  it("says 'All event types' for every one, else each group whole or by its actions", () => {
    expect(summariseEventTypes(WEBHOOK_EVENT_TYPES)).toBe("All event types");
    expect(
      summariseEventTypes([
        "message.sent",
        "participant.check_in_undone",
        "participant.checked_in",
        "event.updated",
      ]),
    ).toBe("Participants: checked in, check in undone; Event (all); Messages (all)");
  });
});

import { describe, expect, it } from "vitest";
import { buildDescribedEvent } from "@/testing/factories";
import { filterEventsForParticipants } from "./filter-participants";

describe("filterEventsForParticipants", () => {
  it("matches the event's name, description or location", () => {
    const gala = buildDescribedEvent();
    const lecture = buildDescribedEvent({
      id: "x",
      event_name: "Physics",
      description: null,
      venue: "Room 12",
    });
    expect(filterEventsForParticipants([gala, lecture], "music")).toEqual([gala]);
    expect(filterEventsForParticipants([gala, lecture], "room 12")).toEqual([lecture]);
    expect(filterEventsForParticipants([gala, lecture], "physics")).toEqual([lecture]);
  });
});

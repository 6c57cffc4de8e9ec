import { describe, expect, it } from "vitest";
import { buildParticipant } from "@/testing/factories";
import { readParticipants } from "./get-event-participants";

describe("readParticipants", () => {
  it("accepts the object answer and a plain array", () => {
    const ada = buildParticipant();
    expect(readParticipants({ participants: [ada] })).toEqual([ada]);
    expect(readParticipants([ada])).toEqual([ada]);
    expect(readParticipants(undefined)).toEqual([]);
  });
});

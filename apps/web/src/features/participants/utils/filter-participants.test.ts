import { describe, expect, it } from "vitest";
import { buildDescribedEvent, buildParticipant } from "@/testing/factories";
import {
  filterEventsForParticipants,
  filterParticipants,
  filterParticipantsByContact,
} from "./filter-participants";

const ada = buildParticipant();
const grace = buildParticipant({
  id: "3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e73",
  name: "Grace Hopper",
  email: "grace@navy.example",
  phone: null,
  username: "amazing_grace",
  participant_role: "ParticipantRole.HOST" as "host",
});

function names(list: { name: string }[]) {
  return list.map((participant) => participant.name);
}

describe("filterParticipants", () => {
  it("matches name, email, phone, username and role, ignoring case", () => {
    const all = [ada, grace];
    expect(names(filterParticipants(all, "LOVELACE"))).toEqual(["Ada Lovelace"]);
    expect(names(filterParticipants(all, "navy"))).toEqual(["Grace Hopper"]);
    expect(names(filterParticipants(all, "7946"))).toEqual(["Ada Lovelace"]);
    expect(names(filterParticipants(all, "amazing"))).toEqual(["Grace Hopper"]);
    expect(names(filterParticipants(all, "host"))).toEqual(["Grace Hopper"]);
    expect(names(filterParticipants(all, "speaker"))).toEqual(["Ada Lovelace"]);
    expect(names(filterParticipants(all, "  "))).toEqual(["Ada Lovelace", "Grace Hopper"]);
    expect(filterParticipants(all, "nobody")).toEqual([]);
  });
});

describe("filterParticipantsByContact", () => {
  it("matches name, email or phone only", () => {
    const all = [ada, grace];
    expect(names(filterParticipantsByContact(all, "grace@"))).toEqual(["Grace Hopper"]);
    expect(names(filterParticipantsByContact(all, "+44"))).toEqual(["Ada Lovelace"]);
    expect(filterParticipantsByContact(all, "speaker")).toEqual([]);
  });
});

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

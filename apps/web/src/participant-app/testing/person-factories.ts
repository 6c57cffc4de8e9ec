import type { MyMessage, Person } from "@events/contract";
import { EVENT_ID } from "./factories";

// What GET /api/me and the inbox answer, for the app's tests: a plausible record, and a test
// overrides only the fields it is about.

export const PERSON_ID = "9a0b1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d";

export function buildPerson(overrides: Partial<Person> = {}): Person {
  return {
    id: PERSON_ID,
    email: "ada@events.test",
    name: "Ada Lovelace",
    phone: "+44 161 000 0001",
    profile_image: null,
    language: null,
    ...overrides,
  };
}

let messageNumber = 0;

export function buildMessage(overrides: Partial<MyMessage> = {}): MyMessage {
  messageNumber += 1;
  return {
    id: `3e55a9e0-0000-4000-8000-${String(messageNumber).padStart(12, "0")}`,
    event_id: EVENT_ID,
    event_name: "Annual Conference 2027",
    subject: `Message ${messageNumber}`,
    body: "Dear Ada,\nsee you there.",
    sent_at: "2027-05-01T13:05:00.000Z",
    is_read: false,
    ...overrides,
  };
}

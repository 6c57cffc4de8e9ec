import type { PublicRegistrationOutcome } from "@events/contract";
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { App } from "../../app.js";
import { participants, registrations } from "../../db/schema.js";
import { countPlaces } from "../../registration/places.js";
import { countParticipants } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import {
  insertUnconfirmed,
  openRegistrationEvent,
  postPublic,
  registrationAtTestSpeed,
} from "../../test/registrations.js";

// 300 people confirm at the same moment for the last 50 places. Capacity is
// held in the database transaction (the event's registration lock), so exactly 50 get a place
// and the others the waiting list, or a refusal when there is none, and nobody a 5xx.

const moduleTest = setUpModuleTest("registration-race", { prepare: registrationAtTestSpeed });

const CAPACITY = 50;
const RACERS = 300;

async function countStates(eventId: string) {
  const rows = await moduleTest.db
    .select({ state: registrations.state, value: count() })
    .from(registrations)
    .where(eq(registrations.event_id, eventId))
    .groupBy(registrations.state);
  return Object.fromEntries(rows.map((row) => [row.state, row.value]));
}

/**
 * 300 unconfirmed registrations of a new event, then all their confirms sent at once, shared
 * out among the servers given (each with its own pool and its own batches of confirmations).
 */
async function race(waitingList: boolean, servers: readonly App[] = [moduleTest.app]) {
  const { eventId } = await openRegistrationEvent(moduleTest.db, {
    capacity: CAPACITY,
    waiting_list: waitingList,
  });
  const racers = await insertUnconfirmed(moduleTest.db, eventId, RACERS);
  const answers = await Promise.all(
    racers.map((racer, index) =>
      postPublic(servers[index % servers.length] ?? moduleTest.app, "registrations/confirm", {
        confirmation_token: racer.token,
        code: racer.code,
      }),
    ),
  );
  return { eventId, answers };
}

describe("300 confirmations at once for 50 places", () => {
  it("with a waiting list, on two servers of one database: exactly 50 registered and 250 waiting, positions 1 to 250, no 5xx", async () => {
    const { eventId, answers } = await moduleTest.withOtherApp({}, (other) =>
      race(true, [moduleTest.app, other]),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const outcomes = answers.map((answer) => answer.json() as PublicRegistrationOutcome);
    const registered = outcomes.filter((outcome) => outcome.status === "registered");
    const waiting = outcomes.filter((outcome) => outcome.status === "waiting");
    expect(registered).toHaveLength(CAPACITY);
    expect(waiting).toHaveLength(RACERS - CAPACITY);
    expect(waiting.map((outcome) => outcome.position).sort((a, b) => (a ?? 0) - (b ?? 0))).toEqual(
      Array.from({ length: RACERS - CAPACITY }, (_, index) => index + 1),
    );

    expect(await countParticipants(moduleTest.db, eventId)).toBe(CAPACITY);
    expect(await countStates(eventId)).toEqual({
      registered: CAPACITY,
      waiting: RACERS - CAPACITY,
    });
    expect(await countPlaces(moduleTest.db, eventId, CAPACITY)).toMatchObject({
      registered: CAPACITY,
      waiting: RACERS - CAPACITY,
      places_left: 0,
    });
    // Each place went to a registration that says so: the participants are theirs.
    const linked = await moduleTest.db
      .select({ value: count() })
      .from(registrations)
      .innerJoin(participants, eq(participants.id, registrations.participant_id))
      .where(and(eq(registrations.event_id, eventId), eq(registrations.state, "registered")));
    expect(linked[0]?.value).toBe(CAPACITY);
  });

  it("without a waiting list: exactly 50 registered and 250 refused as full, no 5xx", async () => {
    const { eventId, answers } = await race(false);
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const outcomes = answers.map((answer) => answer.json() as PublicRegistrationOutcome);
    expect(outcomes.filter((outcome) => outcome.status === "registered")).toHaveLength(CAPACITY);
    const refused = outcomes.filter((outcome) => outcome.status === "refused");
    expect(refused).toHaveLength(RACERS - CAPACITY);
    expect(new Set(refused.map((outcome) => outcome.closed_reason))).toEqual(new Set(["full"]));

    expect(await countParticipants(moduleTest.db, eventId)).toBe(CAPACITY);
    expect(await countStates(eventId)).toEqual({
      registered: CAPACITY,
      refused: RACERS - CAPACITY,
    });
  });
});

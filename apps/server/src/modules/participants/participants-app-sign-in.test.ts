import type { Participant } from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appPeople } from "../../db/schema.js";
import { signInParticipant } from "../../test/app-participants.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { privacyRequests, uniquePerson } from "../../test/people.js";

// app_last_signed_in_at: the admins see on every participant answer whether the person (one
// e-mail, whatever its case, across events) has signed in to the participants' app, and when last.

const moduleTest = setUpModuleTest("participants-app-sign-in");
const { systemAdmin, eventAdmin } = moduleTest.signInAdminsBeforeAll();

const byEventUrl = (eventId: string) =>
  `/api/participants/get-all-participants-by-event/${eventId}`;

/** Every way the admins list an event's participants, each answered as the admin's web app asks. */
async function listedEverywhere(eventId: string): Promise<Participant[][]> {
  const answers = await Promise.all([
    moduleTest.call(eventAdmin, "GET", byEventUrl(eventId)),
    moduleTest.call(eventAdmin, "GET", `${byEventUrl(eventId)}?page=1&page_size=10`),
    moduleTest.call(eventAdmin, "GET", `${byEventUrl(eventId)}?page=1&page_size=10&q=zelda`),
    moduleTest.call(eventAdmin, "GET", "/api/participants/get-all-participants"),
  ]);
  return answers.map((answer) => {
    expect(answer.statusCode, answer.body).toBe(200);
    const listed: Participant[] = answer.json().participants;
    return listed.filter((participant) => participant.event_id === eventId);
  });
}

/** The person's last sign-in as the database holds it, written as the answers write times. */
async function lastSignInOf(email: string): Promise<string> {
  const [person] = await moduleTest.db
    .select({ last: appPeople.last_signed_in_at })
    .from(appPeople)
    .where(eq(appPeople.email, email.toLowerCase()));
  if (!person?.last) throw new Error(`${email} never signed in`);
  return person.last.toISOString();
}

describe("a participant's sign-in to the app, as the admins see it", () => {
  it("is null until the person signs in, then their last sign-in in every list of every event", async () => {
    const [first, second] = [
      await insertEvent(moduleTest.db, eventAdmin.id),
      await insertEvent(moduleTest.db, eventAdmin.id),
    ];
    if (!first || !second) throw new Error("no events");
    const person = uniquePerson();
    const stranger = uniquePerson();
    await insertParticipants(moduleTest.db, first, [
      { name: person.name, email: person.email },
      { name: stranger.name, email: stranger.email },
    ]);
    // The same person in the second event, under their e-mail in another case.
    await insertParticipants(moduleTest.db, second, [
      { name: person.name, email: person.email.toUpperCase() },
    ]);

    for (const list of await listedEverywhere(first)) {
      expect(list.map((participant) => participant.app_last_signed_in_at)).toEqual([null, null]);
    }

    await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    const signedInAt = await lastSignInOf(person.email);
    for (const eventId of [first, second]) {
      for (const list of await listedEverywhere(eventId)) {
        const shown = Object.fromEntries(
          list.map((participant) => [
            participant.email.toLowerCase(),
            participant.app_last_signed_in_at,
          ]),
        );
        expect(shown[person.email]).toBe(signedInAt);
        if (eventId === first) expect(shown[stranger.email]).toBeNull();
      }
    }
  });

  it("is in the answers of a create, an update, a check-in and the person's data", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const otherEventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const person = uniquePerson();
    await insertParticipants(moduleTest.db, otherEventId, [
      { name: person.name, email: person.email },
    ]);
    await signInParticipant(moduleTest.app, moduleTest.sink, person.email);
    const signedInAt = await lastSignInOf(person.email);
    const requests = privacyRequests(moduleTest);

    const created = await requests.addPerson(eventAdmin, eventId, person, false);
    expect(created.app_last_signed_in_at).toBe(signedInAt);

    const updated = await requests.editParticipant(eventAdmin, created.id, { phone: "+44 1" });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().participant.app_last_signed_in_at).toBe(signedInAt);

    const checkedIn = await requests.checkIn(eventAdmin, created.id);
    expect(checkedIn.statusCode, checkedIn.body).toBe(200);
    expect(checkedIn.json().participant.app_last_signed_in_at).toBe(signedInAt);

    const data = await requests.personData(systemAdmin, person.email);
    expect(data.participants.map((row) => row.app_last_signed_in_at)).toEqual([
      signedInAt,
      signedInAt,
    ]);

    const stranger = await requests.addPerson(eventAdmin, eventId, uniquePerson(), false);
    expect(stranger.app_last_signed_in_at).toBeNull();
  });
});

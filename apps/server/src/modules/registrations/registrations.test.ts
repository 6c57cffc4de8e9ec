import {
  PARTICIPANT_MESSAGES,
  REGISTRATION_MESSAGES,
  type RegistrationResponse,
  type RegistrationsResponse,
} from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { participants } from "../../db/schema.js";
import { signInAuditedAdmins } from "../../test/audit-entries.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import {
  findRegistration,
  openRegistrationEvent,
  registerAndConfirm,
  registrantEmail,
  registrationAtTestSpeed,
} from "../../test/registrations.js";

const moduleTest = setUpModuleTest("registrations", { prepare: registrationAtTestSpeed });
const { systemAdmin, eventAdmin, otherEventAdmin, expectEntry } = signInAuditedAdmins(moduleTest);

const listOf = (actor: TestAdmin | undefined, eventId: string, query = "") =>
  moduleTest.call(actor, "GET", `/api/events/${eventId}/registrations${query}`);

const decide = (
  actor: TestAdmin,
  eventId: string,
  registrationId: string,
  decision: "approve" | "reject",
  json: object = {},
) =>
  moduleTest.call(
    actor,
    "POST",
    `/api/events/${eventId}/registrations/${registrationId}/${decision}`,
    { json },
  );

/** An event of A's taking registrations for approval, with one place and a waiting list. */
function openApprovalEvent() {
  return openRegistrationEvent(
    moduleTest.db,
    { capacity: 1, waiting_list: true, approval_required: true },
    eventAdmin.id,
  );
}

describe("the organiser's list of registrations", () => {
  it("lists by state, the waiting list in its order with positions, with the counts", async () => {
    const { eventId, slug } = await openRegistrationEvent(
      moduleTest.db,
      { capacity: 2, waiting_list: true },
      eventAdmin.id,
    );
    await insertParticipants(moduleTest.db, eventId, [{ name: "Added By Hand" }]);
    const first = await registerAndConfirm(moduleTest, slug, { name: "First Comer" });
    const second = await registerAndConfirm(moduleTest, slug, { name: "Second Comer" });
    const third = await registerAndConfirm(moduleTest, slug, { name: "Third Comer" });

    const all = await listOf(eventAdmin, eventId);
    expect(all.statusCode).toBe(200);
    const body = all.json() as RegistrationsResponse;
    expect(body.counts).toEqual({
      registered: 2,
      pending: 0,
      offered: 0,
      waiting: 2,
      capacity: 2,
      places_left: 0,
    });
    expect(body.page_info).toEqual({ total: 3, page: 1, page_size: 50 });
    expect(body.registrations.map((row) => [row.name, row.state, row.position])).toEqual([
      ["Third Comer", "waiting", 2],
      ["Second Comer", "waiting", 1],
      ["First Comer", "registered", null],
    ]);

    const waiting = (await listOf(eventAdmin, eventId, "?state=waiting")).json();
    expect(
      waiting.registrations.map((row: { id: string; position: number }) => [row.id, row.position]),
    ).toEqual([
      [second.registrationId, 1],
      [third.registrationId, 2],
    ]);
    const searched = (await listOf(systemAdmin, eventId, "?q=second%20COMER")).json();
    expect(searched.registrations.map((row: { id: string }) => row.id)).toEqual([
      second.registrationId,
    ]);
    expect(first.confirm.json().status).toBe("registered");
  });

  it("answers 404 to another event admin and 401 to someone signed out", async () => {
    const { eventId } = await openRegistrationEvent(moduleTest.db, {}, eventAdmin.id);
    const refused = await listOf(otherEventAdmin, eventId);
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ error: "Event not found", code: "events.eventNotFound" });
    expect((await listOf(undefined, eventId)).statusCode).toBe(401);
    expect((await listOf(systemAdmin, eventId)).statusCode).toBe(200);
  });

  it("counts an event without saved settings as unlimited", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const { counts } = (await listOf(eventAdmin, eventId)).json() as RegistrationsResponse;
    expect(counts).toMatchObject({ capacity: null, places_left: null });
  });
});

describe("approving and rejecting", () => {
  it("approves a pending registration: a participant with a ticket, in the log by the admin", async () => {
    const { eventId, slug } = await openApprovalEvent();
    const { registrationId, email } = await registerAndConfirm(moduleTest, slug);
    expect((await moduleTest.sink.nextMailTo(email)).subject).toMatch(/^We received/);

    expect((await decide(otherEventAdmin, eventId, registrationId, "approve")).statusCode).toBe(
      404,
    );
    const approved = await decide(eventAdmin, eventId, registrationId, "approve");
    expect(approved.statusCode).toBe(200);
    const body = approved.json() as RegistrationResponse;
    expect(body.message).toBe(REGISTRATION_MESSAGES.approved);
    expect(body.registration).toMatchObject({ id: registrationId, state: "registered" });
    const [participant] = await moduleTest.db
      .select()
      .from(participants)
      .where(eq(participants.event_id, eventId));
    expect(participant).toMatchObject({ email, id: body.registration.participant_id });
    expect((await moduleTest.sink.nextMailTo(email)).subject).toMatch(/^Your ticket for/);
    await expectEntry(
      { entity_type: "registration", entity_id: registrationId, action: "approve" },
      eventAdmin,
      {
        action: "approve",
        entity_type: "registration",
        entity_id: registrationId,
        event_id: eventId,
        changes: {
          state: ["pending", "registered"],
          participant_id: [null, participant?.id],
        },
      },
    );

    const again = await decide(eventAdmin, eventId, registrationId, "approve");
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: REGISTRATION_MESSAGES.notPending,
      code: "registration.notPending",
    });
  });

  it("rejects with a message e-mailed to the registrant, and offers the place to the waiting list", async () => {
    const { eventId, slug } = await openApprovalEvent();
    const pending = await registerAndConfirm(moduleTest, slug);
    const waiting = await registerAndConfirm(moduleTest, slug);
    expect(waiting.confirm.json().status).toBe("waiting");
    await moduleTest.sink.nextMailTo(pending.email);
    await moduleTest.sink.nextMailTo(waiting.email);

    const rejected = await decide(systemAdmin, eventId, pending.registrationId, "reject", {
      message: "  The room only holds staff this time.  ",
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      message: REGISTRATION_MESSAGES.rejected,
      registration: { state: "rejected", reject_message: "The room only holds staff this time." },
    });
    const mail = await moduleTest.sink.nextMailTo(pending.email);
    expect(mail.text).toContain("was not accepted");
    expect(mail.text).toContain("The room only holds staff this time.");
    expect((await findRegistration(moduleTest.db, waiting.registrationId)).state).toBe("offered");
    expect((await moduleTest.sink.nextMailTo(waiting.email)).subject).toMatch(/^A place is free/);
    await expectEntry({ entity_id: pending.registrationId, action: "reject" }, systemAdmin, {
      action: "reject",
      entity_type: "registration",
      entity_id: pending.registrationId,
      event_id: eventId,
      changes: {
        state: ["pending", "rejected"],
        reject_message: [null, "The room only holds staff this time."],
      },
    });
  });

  it("answers 404 for a registration of another event, and 409 for an address already a participant", async () => {
    const { eventId, slug } = await openApprovalEvent();
    const other = await openRegistrationEvent(moduleTest.db, {}, eventAdmin.id);
    const email = registrantEmail("twice");
    const { registrationId } = await registerAndConfirm(moduleTest, slug, { email });
    const elsewhere = await decide(eventAdmin, other.eventId, registrationId, "approve");
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({
      error: REGISTRATION_MESSAGES.notFound,
      code: "registration.notFound",
    });

    await insertParticipants(moduleTest.db, eventId, [{ name: "Added Meanwhile", email }]);
    const taken = await decide(eventAdmin, eventId, registrationId, "approve");
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: PARTICIPANT_MESSAGES.alreadyInEvent,
      code: "participants.alreadyInEvent",
    });
  });
});

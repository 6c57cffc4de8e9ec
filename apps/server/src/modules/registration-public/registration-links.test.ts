import {
  OUTCOME_MESSAGES,
  PARTICIPANT_MESSAGES,
  type PublicRegistrationOutcome,
  REGISTRATION_MESSAGES,
} from "@events/contract";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, participants, registrations, spentChallenges } from "../../db/schema.js";
import { auditEntriesWhere, expectOneAuditEntry } from "../../test/audit-entries.js";
import { insertParticipants } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import {
  confirmationCodeOf,
  findRegistration,
  linkTokenIn,
  openRegistrationEvent,
  postPublic,
  registerAndConfirm,
  registrationAtTestSpeed,
  registrationForm,
  registrationSweepOf,
  type SettingsValues,
  submitRegistration,
} from "../../test/registrations.js";
import type { ReceivedMail } from "../../test/smtp-sink.js";

// The links of registration's e-mails (cancel, answer an offer) and its clock (the sweep),
// which tests run at a time they name instead of waiting for it.

const moduleTest = setUpModuleTest("registration-links", { prepare: registrationAtTestSpeed });
const sweep = registrationSweepOf(moduleTest);

const HOUR_MS = 60 * 60 * 1000;

async function participantCount(eventId: string): Promise<number> {
  return (await moduleTest.db.select().from(participants).where(eq(participants.event_id, eventId)))
    .length;
}

/** A registrant confirmed and the e-mail their confirmation brought. */
async function confirmedWithMail(slug: string) {
  const registered = await registerAndConfirm(moduleTest, slug);
  const mail = await moduleTest.sink.nextMailTo(registered.email);
  return { ...registered, mail, outcome: registered.confirm.json() as PublicRegistrationOutcome };
}

/** The cancel link of an e-mail, followed. */
function cancelFrom(mail: ReceivedMail) {
  return postPublic(moduleTest.app, "registrations/cancel", { token: linkTokenIn(mail, "cancel") });
}

/** The offer link of an e-mail, answered. */
function answerOffer(mail: ReceivedMail, accept: boolean) {
  return postPublic(moduleTest.app, "registrations/offer", {
    token: linkTokenIn(mail, "offer"),
    accept,
  });
}

/**
 * An event of one place with a waiting list: Ann registered, Bob and then Cara waiting, and Ann
 * cancelled, so that Bob has the offer of her place.
 */
async function offerAfterCancel(values: SettingsValues = {}) {
  const event = await openRegistrationEvent(moduleTest.db, {
    capacity: 1,
    waiting_list: true,
    ...values,
  });
  const ann = await confirmedWithMail(event.slug);
  const bob = await confirmedWithMail(event.slug);
  const cara = await confirmedWithMail(event.slug);
  await cancelFrom(ann.mail);
  const bobOffer = await moduleTest.sink.nextMailTo(bob.email);
  return { ...event, ann, bob, cara, bobOffer };
}

/** The anonymous registrant's columns of an entry: where from, but no name. */
const registrantActor = {
  actor_id: null,
  actor_name: null,
  actor_role: "anonymous",
  ip: expect.stringMatching(/^10\./),
};

describe("cancelling and the waiting list", () => {
  it("cancels from the ticket's link, frees the place and offers it to the first waiting", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {
      capacity: 1,
      waiting_list: true,
      offer_hours: 2,
    });
    const ann = await confirmedWithMail(slug);
    expect(ann.outcome.status).toBe("registered");
    const bob = await confirmedWithMail(slug);
    expect(bob.outcome).toMatchObject({ status: "waiting", position: 1 });
    expect(bob.mail.text).toContain("number 1 on the waiting list");
    const cara = await confirmedWithMail(slug);
    expect(cara.outcome).toMatchObject({ status: "waiting", position: 2 });

    const annToken = linkTokenIn(ann.mail, "cancel");
    const status = await postPublic(moduleTest.app, "registrations/status", { token: annToken });
    expect(status.json()).toMatchObject({ status: "registered", slug });

    const cancelledAt = Date.now();
    const cancelled = await postPublic(moduleTest.app, "registrations/cancel", { token: annToken });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: "cancelled",
      message: REGISTRATION_MESSAGES.cancelled,
    });
    expect(await participantCount(eventId)).toBe(0);
    expect((await moduleTest.sink.nextMailTo(ann.email)).subject).toMatch(/is cancelled$/);
    const again = await postPublic(moduleTest.app, "registrations/cancel", { token: annToken });
    expect(again.json().status).toBe("cancelled");

    const offer = await moduleTest.sink.nextMailTo(bob.email);
    expect(offer.subject).toMatch(/^A place is free for you/);
    expect(offer.text).toMatch(/held for you until \w+day \d+ \w+ \d{4}, \d\d:\d\d \(UTC\)/);
    const offered = await findRegistration(moduleTest.db, bob.registrationId);
    expect(offered.state).toBe("offered");
    const heldFor = (offered.offered_until?.getTime() ?? 0) - cancelledAt;
    expect(heldFor).toBeGreaterThan(2 * HOUR_MS - 60_000);
    expect(heldFor).toBeLessThanOrEqual(2 * HOUR_MS + 60_000);
    const offerStatus = await postPublic(moduleTest.app, "registrations/status", {
      token: linkTokenIn(offer, "offer"),
    });
    expect(offerStatus.json()).toMatchObject({
      status: "offered",
      offered_until: offered.offered_until?.toISOString(),
    });

    // The log names the registrant by where they came from only, and the participant's removal.
    const entry = await expectOneAuditEntry(moduleTest.db, {
      entity_type: "registration",
      entity_id: ann.registrationId,
      action: "cancel",
    });
    expect(entry).toMatchObject({
      ...registrantActor,
      event_id: eventId,
      changes: { state: ["registered", "cancelled"] },
    });
    const [removed] = await auditEntriesWhere(moduleTest.db, {
      entity_type: "participant",
      action: "delete",
      event_id: eventId,
    });
    expect(removed).toMatchObject({ ...registrantActor, changes: { email: [ann.email, null] } });
    await expectOneAuditEntry(moduleTest.db, {
      entity_type: "registration",
      entity_id: bob.registrationId,
      action: "offer",
    });
  });

  it("gives the place to whoever accepts the offer, and passes a declined one to the next", async () => {
    const { eventId, bob, cara, bobOffer } = await offerAfterCancel();
    const declined = await answerOffer(bobOffer, false);
    expect(declined.json()).toMatchObject({
      status: "cancelled",
      message: REGISTRATION_MESSAGES.offerDeclined,
    });
    await expectOneAuditEntry(moduleTest.db, {
      entity_id: bob.registrationId,
      action: "decline_offer",
    });

    const caraOffer = await moduleTest.sink.nextMailTo(cara.email);
    const accepted = await answerOffer(caraOffer, true);
    expect(accepted.json()).toMatchObject({
      status: "registered",
      message: OUTCOME_MESSAGES.registered,
    });
    const ticket = await moduleTest.sink.nextMailTo(cara.email);
    expect(ticket.subject).toMatch(/^Your ticket for/);
    const [participant] = await moduleTest.db
      .select()
      .from(participants)
      .where(eq(participants.event_id, eventId));
    expect(participant?.email).toBe(cara.email);
    await expectOneAuditEntry(moduleTest.db, {
      entity_id: cara.registrationId,
      action: "accept_offer",
    });
    // Accepting again answers the same; declining it now is too late.
    const twice = await answerOffer(caraOffer, true);
    expect(twice.json().status).toBe("registered");
    const late = await answerOffer(caraOffer, false);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: REGISTRATION_MESSAGES.offerGone,
      code: "registration.offerGone",
    });
  });

  it("makes an accepted offer pending when the organiser approves registrations", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {
      capacity: 1,
      waiting_list: true,
      approval_required: true,
    });
    await insertParticipants(moduleTest.db, eventId, [{ name: "Seated Guest" }]);
    const bob = await confirmedWithMail(slug);
    expect(bob.outcome.status).toBe("waiting");
    await moduleTest.db.delete(participants).where(eq(participants.event_id, eventId));
    await sweep(new Date());
    const offer = await moduleTest.sink.nextMailTo(bob.email);
    const accepted = await answerOffer(offer, true);
    expect(accepted.json()).toMatchObject({ status: "pending", message: OUTCOME_MESSAGES.pending });
    expect(await participantCount(eventId)).toBe(0);
    expect((await moduleTest.sink.nextMailTo(bob.email)).subject).toMatch(/^We received/);
  });

  it("expires an offer left unanswered and offers the place to the next", async () => {
    const { eventId, bob, cara, bobOffer } = await offerAfterCancel({ offer_hours: 1 });
    const { offered_until } = await findRegistration(moduleTest.db, bob.registrationId);
    if (!offered_until) throw new Error("Bob's offer has no end");

    // A minute before its end nothing passes; a second after, it does.
    await sweep(new Date(offered_until.getTime() - 60_000));
    expect((await findRegistration(moduleTest.db, bob.registrationId)).state).toBe("offered");
    const after = new Date(offered_until.getTime() + 1000);
    await sweep(after);
    expect((await findRegistration(moduleTest.db, bob.registrationId)).state).toBe("expired");
    expect((await moduleTest.sink.nextMailTo(bob.email)).subject).toMatch(/has passed on$/);
    const caraRow = await findRegistration(moduleTest.db, cara.registrationId);
    expect(caraRow.state).toBe("offered");
    expect(caraRow.offered_until?.getTime()).toBe(after.getTime() + HOUR_MS);
    expect((await moduleTest.sink.nextMailTo(cara.email)).subject).toMatch(/^A place is free/);

    const tooLate = await answerOffer(bobOffer, true);
    expect(tooLate.statusCode).toBe(409);
    expect(tooLate.json()).toEqual({
      error: REGISTRATION_MESSAGES.offerGone,
      code: "registration.offerGone",
    });
    const expired = await expectOneAuditEntry(moduleTest.db, {
      entity_id: bob.registrationId,
      action: "expire",
    });
    expect(expired).toMatchObject({
      actor_role: "system",
      actor_id: null,
      changes: { state: ["offered", "expired"] },
    });
    expect(await participantCount(eventId)).toBe(0);
  });

  it("expires an offer answered after its end, at the answer", async () => {
    const { bob, bobOffer } = await offerAfterCancel();
    await moduleTest.db
      .update(registrations)
      .set({ offered_until: new Date(Date.now() - 1000) })
      .where(eq(registrations.id, bob.registrationId));
    const late = await answerOffer(bobOffer, true);
    expect(late.statusCode).toBe(409);
    expect((await findRegistration(moduleTest.db, bob.registrationId)).state).toBe("expired");
  });

  it("refuses an offer's acceptance for an address an admin made a participant meanwhile", async () => {
    const { eventId, bob, bobOffer } = await offerAfterCancel();
    await insertParticipants(moduleTest.db, eventId, [{ name: "Bob By Hand", email: bob.email }]);
    const refused = await answerOffer(bobOffer, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: PARTICIPANT_MESSAGES.alreadyInEvent,
      code: "participants.alreadyInEvent",
    });
    expect((await findRegistration(moduleTest.db, bob.registrationId)).state).toBe("offered");
  });

  it("refuses to cancel a registration that ended otherwise", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db, {
      capacity: 1,
      waiting_list: true,
    });
    await confirmedWithMail(slug);
    const bob = await confirmedWithMail(slug);
    await moduleTest.db
      .update(registrations)
      .set({ state: "expired" })
      .where(eq(registrations.id, bob.registrationId));
    const refused = await cancelFrom(bob.mail);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: REGISTRATION_MESSAGES.cannotCancel,
      code: "registration.cannotCancel",
    });
  });
});

describe("the sweep", () => {
  it("expires registrations left unconfirmed past their 30 minutes", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    const form = await registrationForm(moduleTest.app);
    const started = await submitRegistration(moduleTest.app, slug, form);
    const token = started.json().confirmation_token as string;
    const id = token.slice(0, 36);
    const { code } = await confirmationCodeOf(moduleTest, form.email);
    const { confirm_by } = await findRegistration(moduleTest.db, id);
    if (!confirm_by) throw new Error("No confirm_by");

    await sweep(new Date(confirm_by.getTime() - 1000));
    expect((await findRegistration(moduleTest.db, id)).state).toBe("unconfirmed");
    await sweep(new Date(confirm_by.getTime() + 1000));
    expect(await findRegistration(moduleTest.db, id)).toMatchObject({
      state: "expired",
      code_hash: null,
    });
    const confirm = await postPublic(moduleTest.app, "registrations/confirm", {
      confirmation_token: token,
      code,
    });
    expect(confirm.json()).toMatchObject({
      status: "expired",
      message: OUTCOME_MESSAGES.expired,
    });
    const entries = await moduleTest.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity_id, id), eq(auditLog.action, "expire")));
    expect(entries).toEqual([
      expect.objectContaining({
        actor_role: "system",
        changes: { state: ["unconfirmed", "expired"] },
      }),
    ]);
  });

  it("forgets spent proof-of-work solutions once their challenge has expired", async () => {
    const { slug } = await openRegistrationEvent(moduleTest.db);
    await submitRegistration(moduleTest.app, slug, await registrationForm(moduleTest.app));
    const spent = await moduleTest.db.select().from(spentChallenges);
    expect(spent.length).toBeGreaterThan(0);
    const latest = Math.max(...spent.map((row) => row.expires_at.getTime()));
    await sweep(new Date(latest + 1000));
    expect(await moduleTest.db.select().from(spentChallenges)).toEqual([]);
  });

  it("offers a place an admin freed by deleting a participant to the waiting list", async () => {
    const { eventId, slug } = await openRegistrationEvent(moduleTest.db, {
      capacity: 1,
      waiting_list: true,
    });
    await insertParticipants(moduleTest.db, eventId, [{ name: "Added By Admin" }]);
    const bob = await confirmedWithMail(slug);
    expect(bob.outcome.status).toBe("waiting");
    await moduleTest.db.delete(participants).where(eq(participants.event_id, eventId));
    await sweep(new Date());
    expect((await findRegistration(moduleTest.db, bob.registrationId)).state).toBe("offered");
    expect((await moduleTest.sink.nextMailTo(bob.email)).subject).toMatch(/^A place is free/);
  });
});

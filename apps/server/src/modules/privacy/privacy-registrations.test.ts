import { randomUUID } from "node:crypto";
import path from "node:path";
import {
  type Answers,
  DEFAULT_REGISTRATION_SETTINGS,
  ERASED_VALUE,
  PRIVACY_POLICY_VERSION,
  type QuestionInput,
  type RegistrationState,
} from "@events/contract";
import { eq, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { recordAudit } from "../../audit/audit-entry.js";
import { auditLog, events, registrations } from "../../db/schema.js";
import { createDiskFileStore } from "../../files/disk-file-store.js";
import { createUploadStore } from "../../files/upload-store.js";
import { createPrivacyRepository } from "../../privacy/privacy.repository.js";
import { createPrivacyEngine } from "../../privacy/privacy-engine.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { privacyRequests, type TestPerson, uniquePerson } from "../../test/people.js";

const moduleTest = setUpModuleTest("privacy-registrations");
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();
const requests = privacyRequests(moduleTest);

const question = (fields: Omit<QuestionInput, "id" | "help_text">) => ({
  id: randomUUID(),
  help_text: null,
  ...fields,
});

/** An event of that admin named `name`, whose form asks for a company and a meal. */
async function eventWithForm(owner = eventAdmin, name = `Summit ${randomUUID().slice(0, 8)}`) {
  const eventId = await insertEvent(moduleTest.db, owner.id, { event_name: name });
  const company = question({ type: "short_text", label: "Company" });
  const meal = question({ type: "single_choice", label: "Meal", options: ["Meat", "Fish"] });
  const response = await moduleTest.call(owner, "PUT", `/api/events/${eventId}/registration`, {
    json: {
      ...DEFAULT_REGISTRATION_SETTINGS,
      slug: `privacy-${randomUUID()}`,
      questions: [company, meal],
    },
  });
  expect(response.statusCode, response.body).toBe(200);
  return { eventId, name, company, meal };
}

/**
 * A registration of the person, straight into the table, with the log's entries of its create
 * (which names them by e-mail) and of a later change that names only their phone.
 */
async function registration(
  eventId: string,
  person: TestPerson,
  state: RegistrationState,
  answers: Answers,
  email = person.email,
): Promise<string> {
  const [row] = await moduleTest.db
    .insert(registrations)
    .values({
      event_id: eventId,
      state,
      name: person.name,
      email,
      phone: person.phone,
      answers,
      consent: {
        policy_version: PRIVACY_POLICY_VERSION,
        given_at: "2026-03-01T10:00:00.000Z",
        method: "given_by_person",
      },
      confirmed_at: new Date("2026-03-01T10:05:00Z"),
      waiting_since: state === "waiting" ? new Date("2026-03-01T10:05:00Z") : null,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error("no registration");
  const entry = { entity_type: "registration" as const, entity_id: row.id, event_id: eventId };
  await recordAudit(moduleTest.db, "system", [
    {
      ...entry,
      action: "create",
      changes: { name: [null, person.name], email: [null, email], state: [null, "unconfirmed"] },
    },
    {
      ...entry,
      action: "confirm",
      changes: { state: ["unconfirmed", state], phone: [null, person.phone] },
    },
  ]);
  return row.id;
}

async function registrationsOf(eventIds: readonly string[]) {
  return moduleTest.db
    .select({ id: registrations.id, email: registrations.email })
    .from(registrations)
    .where(inArray(registrations.event_id, [...eventIds]));
}

describe("a person's data", () => {
  it("holds their registrations and their participants' answers, with the questions' labels", async () => {
    const person = uniquePerson();
    const own = await eventWithForm(eventAdmin, "Alpha summit");
    const other = await eventWithForm(otherEventAdmin, "Beta summit");
    const waiting = await registration(own.eventId, person, "waiting", {
      [own.meal.id]: "Fish",
      [own.company.id]: "Quist & Co",
    });
    const cancelled = await registration(other.eventId, person, "cancelled", {});
    // Another address of the same mailbox is another person to privacy, as their participants are.
    const [local, domain] = person.email.split("@");
    await registration(own.eventId, person, "expired", {}, `${local}+events@${domain}`);
    const participant = await requests.addPerson(eventAdmin, own.eventId, person, false);
    const edited = await requests.editParticipant(eventAdmin, participant.id, {
      answers: { [own.company.id]: "Quist & Co" },
    });
    expect(edited.statusCode).toBe(200);

    const data = await requests.personData(systemAdmin, person.email.toUpperCase());

    expect(data.registrations).toEqual([
      {
        id: waiting,
        event_id: own.eventId,
        event_name: "Alpha summit",
        state: "waiting",
        name: person.name,
        email: person.email,
        phone: person.phone,
        username: null,
        answers: { [own.meal.id]: "Fish", [own.company.id]: "Quist & Co" },
        answered: [
          { question_id: own.company.id, question: "Company", answer: "Quist & Co" },
          { question_id: own.meal.id, question: "Meal", answer: "Fish" },
        ],
        consent: {
          policy_version: PRIVACY_POLICY_VERSION,
          given_at: "2026-03-01T10:00:00.000Z",
          method: "given_by_person",
        },
        participant_id: null,
        reject_message: null,
        created_date: expect.any(String),
        confirmed_at: "2026-03-01T10:05:00.000Z",
        waiting_since: "2026-03-01T10:05:00.000Z",
        offered_until: null,
        updated_date: expect.any(String),
      },
      expect.objectContaining({ id: cancelled, event_name: "Beta summit", state: "cancelled" }),
    ]);
    expect(data.participants).toEqual([
      expect.objectContaining({
        id: participant.id,
        answers: { [own.company.id]: "Quist & Co" },
        answered: [{ question_id: own.company.id, question: "Company", answer: "Quist & Co" }],
      }),
    ]);
    const entries = data.audit_entries.map((entry) => `${entry.action} ${entry.entity_id}`);
    expect(entries).toEqual(
      expect.arrayContaining([
        `create ${waiting}`,
        `confirm ${waiting}`,
        `create ${cancelled}`,
        `confirm ${cancelled}`,
      ]),
    );

    const ownOnly = await requests.personData(eventAdmin, person.email);
    expect(ownOnly.registrations?.map((row) => row.id)).toEqual([waiting]);
    expect(JSON.stringify(ownOnly)).not.toContain(other.eventId);
  });

  it("answers a question taken off the form by the label it had", async () => {
    const person = uniquePerson();
    const { eventId, company, meal } = await eventWithForm();
    const id = await registration(eventId, person, "pending", { [company.id]: "Acme" });
    await moduleTest.call(eventAdmin, "PUT", `/api/events/${eventId}/registration`, {
      json: {
        ...DEFAULT_REGISTRATION_SETTINGS,
        slug: `privacy-${randomUUID()}`,
        questions: [meal],
      },
    });
    const data = await requests.personData(systemAdmin, person.email);
    expect(data.registrations?.find((row) => row.id === id)?.answered).toEqual([
      { question_id: company.id, question: "Company", answer: "Acme" },
    ]);
  });
});

describe("erasing a person", () => {
  it("deletes their registrations in every event and erases them from the registrations' log entries", async () => {
    const person = uniquePerson();
    const own = await eventWithForm();
    const other = await eventWithForm(otherEventAdmin);
    const waiting = await registration(own.eventId, person, "waiting", {
      [own.company.id]: "Quist & Co",
    });
    const cancelled = await registration(other.eventId, person, "cancelled", {});
    const someoneElse = uniquePerson();
    const kept = await registration(own.eventId, someoneElse, "waiting", {});
    const [local, domain] = person.email.split("@");
    const alias = await registration(own.eventId, person, "expired", {}, `${local}+x@${domain}`);
    const participant = await requests.addPerson(eventAdmin, own.eventId, person, false);
    await requests.editParticipant(eventAdmin, participant.id, {
      answers: { [own.company.id]: "Quist & Co" },
    });

    const response = await requests.erase(systemAdmin, ` ${person.email.toUpperCase()}`);
    expect(response.statusCode, response.body).toBe(200);

    const left = await registrationsOf([own.eventId, other.eventId]);
    expect(left.map((row) => row.id).sort()).toEqual([kept, alias].sort());
    const entries = await moduleTest.db
      .select()
      .from(auditLog)
      .where(inArray(auditLog.entity_id, [waiting, cancelled, participant.id]));
    // Each registration's create and confirm; the participant's create and answers' edit.
    expect(entries).toHaveLength(6);
    const text = JSON.stringify(entries);
    for (const value of [person.name, person.email, person.phone, "Quist & Co"]) {
      expect(text).not.toContain(value);
    }
    const confirmed = entries.find(
      (entry) => entry.entity_id === waiting && entry.action === "confirm",
    );
    expect(confirmed?.changes).toEqual({
      state: ["unconfirmed", "waiting"],
      phone: [null, ERASED_VALUE],
    });
    const [erased] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "erase"))
      .orderBy(sql`${auditLog.created_at} desc`)
      .limit(1);
    expect(erased?.changes).toMatchObject({ participants: [null, 1], registrations: [null, 2] });
    expect(await requests.personData(systemAdmin, person.email)).toMatchObject({
      participants: [],
      registrations: [],
    });
    expect(
      (await requests.personData(systemAdmin, someoneElse.email)).registrations?.map(
        (row) => row.id,
      ),
    ).toEqual([kept]);
  });
});

describe("the retention sweep", () => {
  it("deletes the registrations of an event past its retention, even one left without participants", async () => {
    const person = uniquePerson();
    const { eventId } = await eventWithForm();
    const { eventId: current } = await eventWithForm();
    await moduleTest.db
      .update(events)
      .set({ end_datetime: "2026-01-01T10:00:00", time_zone: "UTC", retention_days: 5 })
      .where(eq(events.id, eventId));
    await moduleTest.db
      .update(events)
      .set({ end_datetime: "2026-01-09T10:00:00", time_zone: "UTC", retention_days: 5 })
      .where(eq(events.id, current));
    const gone = await registration(eventId, person, "cancelled", { [randomUUID()]: "x" });
    const stays = await registration(current, person, "waiting", {});
    const engine = createPrivacyEngine({
      privacyRepository: createPrivacyRepository(moduleTest.db),
      uploadStore: createUploadStore(createDiskFileStore(path.join(moduleTest.dataDir, "uploads"))),
      logger: { error() {} },
    });

    expect(await engine.eraseExpiredEvents(new Date("2026-01-11T00:00:00Z"))).toBe(1);

    expect((await registrationsOf([eventId, current])).map((row) => row.id)).toEqual([stays]);
    const [created] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, gone));
    expect(created?.changes).toMatchObject({
      name: [null, ERASED_VALUE],
      email: [null, ERASED_VALUE],
    });
  });
});

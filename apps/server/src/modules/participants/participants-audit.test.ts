import type { AuditAction, CheckInResponse, Participant, TicketResponse } from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccessKernel } from "../../access/access-kernel.js";
import { type AuditLogRow, auditLog, participants } from "../../db/schema.js";
import {
  auditEntriesWhere,
  createdChanges,
  deletedChanges,
  signInAuditedAdmins,
} from "../../test/audit-entries.js";
import { insertEvent, insertParticipants } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { filePart } from "../../test/uploads.js";
import { createParticipantImportService } from "./participant-import.service.js";
import { createParticipantsRepository } from "./participants.repository.js";

// The activity log's entries of participants: adding, changing, deleting, importing, checking
// in, undoing and renewing tickets each write exactly one, in the change's transaction.

const moduleTest = setUpModuleTest("participants-audit");

const { systemAdmin, eventAdmin, otherEventAdmin, expectEntry } = signInAuditedAdmins(moduleTest, {
  entity_type: "participant",
});

const call = moduleTest.send;

const createEvent = (owner: TestAdmin = eventAdmin) => insertEvent(moduleTest.db, owner.id);

const entriesOfEvent = (eventId: string) => auditEntriesWhere(moduleTest.db, { event_id: eventId });

async function participantsOf(eventId: string): Promise<Participant[]> {
  const response = await moduleTest.call(
    eventAdmin,
    "GET",
    `/api/participants/get-all-participants-by-event/${eventId}`,
  );
  expect(response.statusCode).toBe(200);
  return response.json().participants;
}

/** A new event of eventAdmin with those participants (Ada, Alan by default), by name. */
async function eventWith(names: readonly string[] = ["Ada", "Alan"]) {
  const eventId = await createEvent();
  await insertParticipants(
    moduleTest.db,
    eventId,
    names.map((name) => ({ name })),
  );
  const byName = Object.fromEntries((await participantsOf(eventId)).map((p) => [p.name, p]));
  return { eventId, byName: byName as Record<string, Participant> };
}

async function checkInCodeOf(participantId: string): Promise<string> {
  const [row] = await moduleTest.db
    .select({ code: participants.check_in_code })
    .from(participants)
    .where(eq(participants.id, participantId));
  if (!row) throw new Error(`No participant ${participantId}`);
  return row.code;
}

/** Every check-in code seen in these tests, current or voided, for the final search. */
const seenCodes = new Set<string>();

/**
 * The fields a create or delete records of a participant given only a name, an e-mail and a
 * username: the rest are the defaults.
 */
const defaultFieldsOf = ({ name, email, username }: Participant) => ({
  name,
  email,
  username,
  participant_role: "attendee",
  skip_otp: false,
  status: "active",
});

/** Asserts that no entry's JSON holds any of the codes. */
function expectNoCodeIn(entries: readonly AuditLogRow[], codes: Iterable<string>) {
  const text = JSON.stringify(entries);
  for (const code of codes) {
    seenCodes.add(code);
    expect(text).not.toContain(code);
  }
}

describe("adding, changing and deleting a participant", () => {
  it("logs a create with the new participant's fields, and not the check-in code", async () => {
    const eventId = await createEvent();
    const ada = {
      name: "Ada Lovelace",
      email: "ada@example.org",
      phone: "+44 20 7946 0001",
      username: "ada",
      participant_role: "speaker",
      skip_otp: true,
    };
    const response = await call(eventAdmin, "POST", "/api/participants/create-single", {
      json: { event_id: eventId, ...ada },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created: Participant = response.json().participant;

    const entry = await expectEntry({ event_id: eventId }, eventAdmin, {
      action: "create",
      entity_id: created.id,
      event_id: eventId,
      changes: createdChanges({ ...ada, status: "active" }),
    });
    expectNoCodeIn([entry], [await checkInCodeOf(created.id)]);
  });

  it("logs one create per participant of create-multiple", async () => {
    const eventId = await createEvent();
    const rows = ["Grace", "Edsger"].map((name) => ({
      event_id: eventId,
      name,
      email: `${name.toLowerCase()}@example.org`,
      username: name.toLowerCase(),
    }));
    const response = await call(systemAdmin, "POST", "/api/participants/create-multiple", {
      json: { participants: rows },
    });
    expect(response.statusCode, response.body).toBe(201);
    const created: Participant[] = response.json().participants;

    const entries = await entriesOfEvent(eventId);
    expect(entries).toHaveLength(2);
    for (const participant of created) {
      await expectEntry({ entity_id: participant.id }, systemAdmin, {
        action: "create",
        entity_id: participant.id,
        event_id: eventId,
        changes: createdChanges(defaultFieldsOf(participant)),
      });
    }
  });

  it("logs an update with before and after of the changed fields only", async () => {
    const { eventId, byName } = await eventWith();
    const ada = byName.Ada as Participant;
    const response = await call(
      systemAdmin,
      "PUT",
      `/api/participants/update-participant/${ada.id}`,
      {
        json: { name: "Ada King", phone: "+44 1", email: ada.email, status: "inactive" },
      },
    );
    expect(response.statusCode, response.body).toBe(200);

    await expectEntry({ event_id: eventId }, systemAdmin, {
      action: "update",
      entity_id: ada.id,
      event_id: eventId,
      changes: {
        name: ["Ada", "Ada King"],
        phone: [null, "+44 1"],
        status: ["active", "inactive"],
      },
    });
  });

  it("logs a delete with what the participant was, check-in time included", async () => {
    const { eventId, byName } = await eventWith();
    const alan = byName.Alan as Participant;
    const code = await checkInCodeOf(alan.id);
    const checkedIn = await call(eventAdmin, "POST", `/api/participants/check-in/${alan.id}`);
    const checkedInAt = (checkedIn.json() as CheckInResponse).checked_in_at;

    const response = await call(
      eventAdmin,
      "DELETE",
      `/api/participants/delete-participant/${alan.id}`,
    );
    expect(response.statusCode, response.body).toBe(200);

    await expectEntry({ event_id: eventId, action: "delete" }, eventAdmin, {
      action: "delete",
      entity_id: alan.id,
      event_id: eventId,
      changes: deletedChanges({ ...defaultFieldsOf(alan), checked_in_at: checkedInAt }),
    });
    expectNoCodeIn(await entriesOfEvent(eventId), [code]);
  });

  it("logs nothing for a refused create, update or delete", async () => {
    const { eventId, byName } = await eventWith();
    const ada = byName.Ada as Participant;
    const alan = byName.Alan as Participant;
    const otherEventId = await createEvent(otherEventAdmin);
    const refused = [
      // 400: a field fails the schema.
      await call(eventAdmin, "POST", "/api/participants/create-single", {
        json: { event_id: eventId, name: " ", email: "x@example.org", username: "x" },
      }),
      // 409: the e-mail is taken.
      await call(eventAdmin, "POST", "/api/participants/create-multiple", {
        json: {
          participants: [{ event_id: eventId, name: "Twin", email: ada.email, username: "twin" }],
        },
      }),
      // 404: another admin's event.
      await call(eventAdmin, "POST", "/api/participants/create-single", {
        json: { event_id: otherEventId, name: "Y", email: "y@example.org", username: "y" },
      }),
      // 400: moving to another event; 409: another's username.
      await call(eventAdmin, "PUT", `/api/participants/update-participant/${ada.id}`, {
        json: { event_id: otherEventId },
      }),
      await call(eventAdmin, "PUT", `/api/participants/update-participant/${ada.id}`, {
        json: { username: alan.username.toUpperCase() },
      }),
      // 404: another admin may not touch them.
      await call(otherEventAdmin, "PUT", `/api/participants/update-participant/${ada.id}`, {
        json: { name: "Mallory" },
      }),
      await call(otherEventAdmin, "DELETE", `/api/participants/delete-participant/${ada.id}`),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([
      400, 409, 404, 400, 409, 404, 404,
    ]);
    expect(await entriesOfEvent(eventId)).toEqual([]);
    expect(await entriesOfEvent(otherEventId)).toEqual([]);
  });
});

const importUrl = (eventId: string) => `/api/participants/import/${eventId}`;
const csv = (...lines: string[]) => Buffer.from(`${lines.join("\r\n")}\r\n`);

/** The file the import tests upload: three people. */
const PEOPLE = csv(
  "Name,Email,Username",
  "Ada,ada@example.org,ada",
  "Alan,alan@example.org,alan",
  "Grace,grace@example.org,grace",
);

function upload(
  actor: TestAdmin,
  eventId: string,
  file: Buffer,
  fields: Record<string, string> = {},
) {
  return moduleTest.call(actor, "POST", importUrl(eventId), {
    form: { fields, files: [filePart("people.csv", file)] },
  });
}

describe("importing participants", () => {
  it("logs one import with the count, and no entry per row", async () => {
    const eventId = await createEvent();
    const response = await upload(eventAdmin, eventId, PEOPLE);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ created: 3 });

    const entry = await expectEntry({ event_id: eventId }, eventAdmin, {
      action: "import",
      entity_id: null,
      event_id: eventId,
      changes: { created: [null, 3] },
    });
    const stored = await moduleTest.db
      .select({ code: participants.check_in_code })
      .from(participants)
      .where(eq(participants.event_id, eventId));
    expect(stored).toHaveLength(3);
    expectNoCodeIn(
      [entry],
      stored.map((row) => row.code),
    );
  });

  it("logs nothing for a dry run, a refused file or another admin's event", async () => {
    const eventId = await createEvent();
    const otherEventId = await createEvent(otherEventAdmin);
    const dryRun = await upload(eventAdmin, eventId, PEOPLE, { dry_run: "true" });
    const faulty = await upload(
      eventAdmin,
      eventId,
      csv("Name,Email,Username", "Ada,ada@example.org,ada", "Alan,not an e-mail,alan"),
    );
    const notTheirs = await upload(eventAdmin, otherEventId, PEOPLE);
    expect([dryRun.statusCode, faulty.statusCode, notTheirs.statusCode]).toEqual([200, 400, 404]);
    expect(await entriesOfEvent(eventId)).toEqual([]);
    expect(await entriesOfEvent(otherEventId)).toEqual([]);
  });

  it("logs nothing when another request added one of the rows meanwhile (409)", async () => {
    const eventId = await createEvent();
    await insertParticipants(moduleTest.db, eventId, [{ name: "Ada", email: "ada@example.org" }]);
    // As if Ada had been added between the check and the insert: the check finds nothing.
    const repository = createParticipantsRepository(moduleTest.db);
    const service = createParticipantImportService({
      participantsRepository: { ...repository, findTaken: async () => [] },
      access: createAccessKernel(moduleTest.db),
    });
    const actor = {
      user: { id: eventAdmin.id, type: "event_admin" as const, name: "Eve Event" },
      ip: "127.0.0.1",
      headers: {},
    };
    await expect(
      service.importParticipants(actor, eventId, PEOPLE, { dry_run: false }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await entriesOfEvent(eventId)).toEqual([]);
  });
});

const checkIn = (actor: TestAdmin, id: string) =>
  moduleTest.call(actor, "POST", `/api/participants/check-in/${id}`);
const undo = (actor: TestAdmin, id: string) =>
  moduleTest.call(actor, "DELETE", `/api/participants/check-in/${id}`);
const checkInByCode = (actor: TestAdmin, eventId: string, code: string) =>
  call(actor, "POST", "/api/participants/check-in-by-code", { json: { event_id: eventId, code } });

const entriesOf = (participantId: string, action: AuditAction) =>
  auditEntriesWhere(moduleTest.db, { entity_id: participantId, action });

describe("checking in", () => {
  it("logs a check-in and its undoing with the time, and nothing for repeats", async () => {
    const { eventId, byName } = await eventWith();
    const ada = byName.Ada as Participant;

    const first = await checkIn(eventAdmin, ada.id);
    expect(first.statusCode).toBe(200);
    const checkedInAt = (first.json() as CheckInResponse).checked_in_at;
    expect(checkedInAt).toEqual(expect.any(String));
    const repeat = await checkIn(systemAdmin, ada.id);
    expect(repeat.json().already_checked_in).toBe(true);

    await expectEntry({ event_id: eventId }, eventAdmin, {
      action: "check_in",
      entity_id: ada.id,
      event_id: eventId,
      changes: { checked_in_at: [null, checkedInAt] },
    });

    expect((await undo(systemAdmin, ada.id)).statusCode).toBe(200);
    expect((await undo(systemAdmin, ada.id)).statusCode).toBe(200);
    await expectEntry({ event_id: eventId, action: "undo_check_in" }, systemAdmin, {
      action: "undo_check_in",
      entity_id: ada.id,
      event_id: eventId,
      changes: { checked_in_at: [checkedInAt, null] },
    });
    expect(await entriesOfEvent(eventId)).toHaveLength(2);
    expectNoCodeIn(await entriesOfEvent(eventId), [await checkInCodeOf(ada.id)]);
  });

  it("logs exactly one check-in when six doors scan one ticket at once", async () => {
    const { eventId, byName } = await eventWith();
    const ada = byName.Ada as Participant;
    const code = await checkInCodeOf(ada.id);

    const scans = await Promise.all(
      Array.from({ length: 6 }, () => checkInByCode(eventAdmin, eventId, code)),
    );
    expect(scans.map((scan) => scan.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const answers = scans.map((scan) => scan.json() as CheckInResponse);
    const firsts = answers.filter((answer) => !answer.already_checked_in);
    expect(firsts).toHaveLength(1);

    const entry = await expectEntry({ event_id: eventId }, eventAdmin, {
      action: "check_in",
      entity_id: ada.id,
      event_id: eventId,
      changes: { checked_in_at: [null, firsts[0]?.checked_in_at] },
    });
    expectNoCodeIn([entry], [code]);
  });

  it("logs nothing for a refused check-in, scan or undo", async () => {
    const eventId = await createEvent();
    await insertParticipants(moduleTest.db, eventId, [
      { name: "Ada" },
      { name: "Ina", status: "inactive" },
    ]);
    const byName = Object.fromEntries((await participantsOf(eventId)).map((p) => [p.name, p]));
    const ada = byName.Ada as Participant;
    const ina = byName.Ina as Participant;
    const otherEventId = await createEvent();
    const refused = [
      await checkIn(eventAdmin, ina.id),
      await checkIn(otherEventAdmin, ada.id),
      await undo(otherEventAdmin, ada.id),
      await checkInByCode(eventAdmin, otherEventId, await checkInCodeOf(ada.id)),
      await checkInByCode(otherEventAdmin, eventId, await checkInCodeOf(ada.id)),
      await checkInByCode(eventAdmin, eventId, "not-a-code"),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([409, 404, 404, 404, 404, 400]);
    expect(await entriesOfEvent(eventId)).toEqual([]);
    expect(await entriesOfEvent(otherEventId)).toEqual([]);
  });
});

describe("renewing a ticket", () => {
  it("logs the renewal with neither the old code nor the new one", async () => {
    const { eventId, byName } = await eventWith();
    const ada = byName.Ada as Participant;
    const oldCode = await checkInCodeOf(ada.id);

    const response = await moduleTest.call(
      eventAdmin,
      "POST",
      `/api/participants/renew-ticket/${ada.id}`,
    );
    expect(response.statusCode).toBe(200);
    const newCode = (response.json() as TicketResponse).code;
    expect(newCode).not.toBe(oldCode);

    const entry = await expectEntry({ event_id: eventId }, eventAdmin, {
      action: "renew_ticket",
      entity_id: ada.id,
      event_id: eventId,
      changes: {},
    });
    expectNoCodeIn([entry], [oldCode, newCode]);

    const refused = await moduleTest.call(
      otherEventAdmin,
      "POST",
      `/api/participants/renew-ticket/${ada.id}`,
    );
    expect(refused.statusCode).toBe(404);
    expect(await entriesOf(ada.id, "renew_ticket")).toHaveLength(1);
  });
});

describe("the whole log", () => {
  it("holds no check-in code of any participant, current or voided", async () => {
    const entries = await moduleTest.db.select().from(auditLog);
    // Every test above wrote entries; an empty log would prove nothing.
    expect(entries.length).toBeGreaterThan(10);
    const current = await moduleTest.db
      .select({ code: participants.check_in_code })
      .from(participants);
    const codes = new Set([...seenCodes, ...current.map((row) => row.code)]);
    expect(codes.size).toBeGreaterThan(10);
    const text = JSON.stringify(entries);
    const found = [...codes].filter((code) => text.includes(code));
    expect(found).toEqual([]);
    // And nothing that looks like a field holding one.
    const [withCodeField] = await moduleTest.db
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(sql`${auditLog.changes}::jsonb ? 'check_in_code'`);
    expect(withCodeField?.count).toBe(0);
  });
});

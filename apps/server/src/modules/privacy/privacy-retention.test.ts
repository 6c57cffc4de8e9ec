import { randomUUID } from "node:crypto";
import path from "node:path";
import { ERASED_VALUE, type Event } from "@events/contract";
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  appPeople,
  appSessions,
  auditLog,
  erasures,
  events,
  participants,
} from "../../db/schema.js";
import { createDiskFileStore } from "../../files/disk-file-store.js";
import { createUploadStore } from "../../files/upload-store.js";
import { createPrivacyRepository } from "../../privacy/privacy.repository.js";
import { createPrivacyEngine, retentionReason } from "../../privacy/privacy-engine.js";
import {
  callAsParticipant,
  signInNewPerson,
  signInParticipant,
} from "../../test/app-participants.js";
import { insertParticipants } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { privacyRequests, uniquePerson } from "../../test/people.js";

const moduleTest = setUpModuleTest("privacy-retention", {
  prepare: async () => ({ PARTICIPANT_RETENTION_DAYS: "30" }),
});
const { systemAdmin, eventAdmin } = moduleTest.signInAdminsBeforeAll();
const requests = privacyRequests(moduleTest);

/** A privacy engine of this test's own on the app's database and uploads folder. */
function engine() {
  const fileStore = createDiskFileStore(path.join(moduleTest.dataDir, "uploads"));
  return createPrivacyEngine({
    privacyRepository: createPrivacyRepository(moduleTest.db),
    uploadStore: createUploadStore(fileStore),
    logger: { error() {} },
  });
}

function sendEvent(method: "POST" | "PUT", url: string, data: Record<string, unknown>) {
  return moduleTest.send(systemAdmin, method, url, { fields: { data: JSON.stringify(data) } });
}

const eventData = (overrides: Record<string, unknown> = {}) => ({
  event_name: `Retained ${randomUUID().slice(0, 8)}`,
  event_type: "Conferences",
  event_admin_id: eventAdmin.id,
  ...overrides,
});

describe("an event's retention_days", () => {
  it("is PARTICIPANT_RETENTION_DAYS when created without one, kept by an update without it", async () => {
    const created = await sendEvent("POST", "/api/events/create-event", eventData());
    expect(created.statusCode).toBe(201);
    const event = created.json() as Event;
    expect(event.retention_days).toBe(30);

    const given = await sendEvent("POST", "/api/events/create-event", {
      ...eventData(),
      retention_days: 7,
    });
    expect((given.json() as Event).retention_days).toBe(7);

    const url = `/api/events/update-event/${event.id}`;
    const kept = await sendEvent("PUT", url, eventData({ event_name: "Renamed" }));
    expect((kept.json() as Event).retention_days).toBe(30);
    const cleared = await sendEvent("PUT", url, eventData({ retention_days: null }));
    expect((cleared.json() as Event).retention_days).toBeNull();
    const read = await moduleTest.call(systemAdmin, "GET", `/api/events/get-event/${event.id}`);
    expect(read.json()).toMatchObject({ retention_days: null });
  });

  it("refuses a retention outside 1 to 3650 days", async () => {
    for (const retention_days of [0, 3651, 1.5]) {
      const response = await sendEvent("POST", "/api/events/create-event", {
        ...eventData(),
        retention_days,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().details).toEqual([
        expect.objectContaining({ field: "retention_days" }),
      ]);
    }
  });
});

/** An event of eventAdmin's with those times and retention, and two participants. */
async function retainedEvent(fields: {
  end_datetime?: string | null;
  event_datetime?: string | null;
  time_zone?: string;
  retention_days: number | null;
}): Promise<string> {
  const [event] = await moduleTest.db
    .insert(events)
    .values({
      event_name: `Retained ${randomUUID().slice(0, 8)}`,
      event_type: "Conferences",
      event_admin_id: eventAdmin.id,
      ...fields,
    })
    .returning({ id: events.id });
  if (!event) throw new Error("no event");
  await insertParticipants(moduleTest.db, event.id, [
    { name: `Ann ${event.id.slice(0, 8)}` },
    { name: `Ben ${event.id.slice(0, 8)}` },
  ]);
  return event.id;
}

async function participantsOf(eventIds: readonly string[]): Promise<Map<string, number>> {
  const rows = await moduleTest.db
    .select({ eventId: participants.event_id })
    .from(participants)
    .where(inArray(participants.event_id, [...eventIds]));
  const counts = new Map(eventIds.map((id) => [id, 0]));
  for (const row of rows) counts.set(row.eventId, (counts.get(row.eventId) ?? 0) + 1);
  return counts;
}

// 11 January 2026, 00:00 UTC: the sweep's clock in these tests, whatever the day they run.
const NOW = new Date("2026-01-11T00:00:00Z");

describe("the retention sweep", () => {
  it("erases exactly the participants of events whose end, in their zone, is past retention", async () => {
    // Ends 1 January 10:00 in Auckland (UTC+13): 31 December 21:00 UTC, ten days before NOW + 3 h.
    const expired = await retainedEvent({
      end_datetime: "2026-01-01T10:00:00",
      time_zone: "Pacific/Auckland",
      retention_days: 10,
    });
    // The same wall clock in Los Angeles (UTC-8) ends 1 January 18:00 UTC: 18 h short of it.
    const notYet = await retainedEvent({
      end_datetime: "2026-01-01T10:00:00",
      time_zone: "America/Los_Angeles",
      retention_days: 10,
    });
    const kept = await retainedEvent({ end_datetime: "2020-01-01T10:00:00", retention_days: null });
    // No end: its start counts.
    const startedLongAgo = await retainedEvent({
      event_datetime: "2025-12-01T09:00:00",
      retention_days: 30,
    });
    const person = uniquePerson();
    const added = await requests.addPerson(eventAdmin, expired, person, false);
    const all = [expired, notYet, kept, startedLongAgo];

    expect(await engine().eraseExpiredEvents(NOW)).toBe(2);

    expect(await participantsOf(all)).toEqual(
      new Map([
        [expired, 0],
        [notYet, 2],
        [kept, 2],
        [startedLongAgo, 0],
      ]),
    );
    const records = await moduleTest.db
      .select()
      .from(erasures)
      .where(inArray(erasures.event_id, all));
    expect(records.map((record) => [record.event_id, record.participants]).sort()).toEqual(
      [
        [expired, 3],
        [startedLongAgo, 2],
      ].sort(),
    );
    expect(records.find((record) => record.event_id === expired)).toMatchObject({
      kind: "retention",
      actor_id: null,
      actor_name: null,
      reason: retentionReason(10),
      audit_entries_redacted: 1,
    });
    const [created] = await moduleTest.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, added.id));
    expect(created?.changes).toMatchObject({
      name: [null, ERASED_VALUE],
      email: [null, ERASED_VALUE],
    });
    const logged = await moduleTest.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "erase"), inArray(auditLog.event_id, all)));
    expect(logged.map((entry) => entry.actor_role)).toEqual(["system", "system"]);

    expect(await engine().eraseExpiredEvents(NOW)).toBe(0);
  });

  it("erases an event once when several servers sweep at the same time", async () => {
    const eventId = await retainedEvent({
      end_datetime: "2025-06-01T10:00:00",
      retention_days: 1,
    });

    const swept = await Promise.all([
      engine().eraseExpiredEvents(NOW),
      engine().eraseExpiredEvents(NOW),
      engine().eraseExpiredEvents(NOW),
    ]);

    expect(swept.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await participantsOf([eventId])).toEqual(new Map([[eventId, 0]]));
    const records = await moduleTest.db
      .select()
      .from(erasures)
      .where(eq(erasures.event_id, eventId));
    expect(records).toHaveLength(1);
  });

  it("deletes the app account of a person it leaves in no event, and keeps one still in another", async () => {
    const expired = await retainedEvent({ end_datetime: "2025-06-01T10:00:00", retention_days: 1 });
    const kept = await retainedEvent({ end_datetime: "2020-01-01T10:00:00", retention_days: null });
    const leaving = uniquePerson();
    const staying = uniquePerson();
    await insertParticipants(moduleTest.db, expired, [leaving, staying]);
    await insertParticipants(moduleTest.db, kept, [staying]);
    const left = await signInParticipant(moduleTest.app, moduleTest.sink, leaving.email);
    const stayed = await signInParticipant(moduleTest.app, moduleTest.sink, staying.email);

    expect(await engine().eraseExpiredEvents(NOW)).toBe(1);

    const accounts = await moduleTest.db
      .select({ id: appPeople.id })
      .from(appPeople)
      .where(inArray(appPeople.id, [left.personId, stayed.personId]));
    expect(accounts).toEqual([{ id: stayed.personId }]);
    const sessions = await moduleTest.db
      .select({ personId: appSessions.person_id })
      .from(appSessions)
      .where(inArray(appSessions.person_id, [left.personId, stayed.personId]));
    expect(sessions).toEqual([{ personId: stayed.personId }]);
    expect((await callAsParticipant(moduleTest.app, stayed, "GET", "/api/me")).statusCode).toBe(
      200,
    );
  });

  it("deletes the app account of a person admins removed from their last event one by one", async () => {
    const eventId = await retainedEvent({
      end_datetime: "2020-01-01T10:00:00",
      retention_days: null,
    });
    const { person, signedIn } = await signInNewPerson(moduleTest, [eventId]);
    const [row] = await moduleTest.db
      .select({ id: participants.id })
      .from(participants)
      .where(eq(participants.email, person.email));
    const removed = await moduleTest.call(
      eventAdmin,
      "DELETE",
      `/api/participants/delete-participant/${row?.id}`,
    );
    expect(removed.statusCode).toBe(200);

    await engine().eraseExpiredEvents(NOW);

    const accounts = await moduleTest.db
      .select({ id: appPeople.id })
      .from(appPeople)
      .where(eq(appPeople.id, signedIn.personId));
    expect(accounts).toEqual([]);
  });
});

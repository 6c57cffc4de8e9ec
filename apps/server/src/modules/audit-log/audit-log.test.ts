import { randomUUID } from "node:crypto";
import {
  AUDIT_EXPORT_COLUMNS,
  AUDIT_LOG_MESSAGES,
  type AuditEntry,
  auditLogPageSchema,
  encodeCursor,
  LIST_MESSAGES,
} from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { auditRetentionSweep, sweepAuditLog } from "../../audit/audit-retention.js";
import { auditLog, events } from "../../db/schema.js";
import { scheduleDailySweep } from "../../jobs/periodic-task.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { readCsvExport } from "../../test/spreadsheets.js";

const moduleTest = setUpModuleTest("audit-log");
const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();
const call = moduleTest.call;

const DAY_MS = 24 * 60 * 60 * 1000;
const A_CURSOR = encodeCursor({
  sort: "-created_at",
  value: "2026-01-01 00:00:00+00",
  id: randomUUID(),
});

type EntryValues = typeof auditLog.$inferInsert;

/** An entry written straight into the table, as a module's transaction would write it. */
async function insertEntry(values: Partial<EntryValues> = {}): Promise<string> {
  const [row] = await moduleTest.db
    .insert(auditLog)
    .values({
      actor_id: systemAdmin.id,
      actor_name: "Sam System",
      actor_role: "system_admin",
      action: "update",
      entity_type: "event",
      entity_id: randomUUID(),
      event_id: null,
      changes: {},
      ip: "10.0.0.1",
      user_agent: "test",
      ...values,
    })
    .returning({ id: auditLog.id });
  if (!row) throw new Error("insertEntry: nothing inserted");
  return row.id;
}

/** An event of eventAdmin's with `count` entries an hour apart; answers their ids newest first. */
async function insertHourlyEntries(count: number) {
  const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    ids.unshift(
      await insertEntry({ event_id: eventId, created_at: new Date(Date.UTC(2026, 0, 1, index)) }),
    );
  }
  return { eventId, ids };
}

async function listEntries(query: string, actor = systemAdmin) {
  const response = await call(actor, "GET", `/api/audit-log?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return auditLogPageSchema.parse(response.json());
}

const idsOf = (entries: readonly AuditEntry[]) => entries.map((entry) => entry.id);

function eventForm(eventAdminId: string, overrides: Record<string, unknown> = {}) {
  return {
    fields: {
      data: JSON.stringify({
        event_name: `Gala ${randomUUID().slice(0, 8)}`,
        event_type: "Ceremonies",
        event_admin_id: eventAdminId,
        venue: "Hall A",
        ...overrides,
      }),
    },
  };
}

describe("GET /api/audit-log", () => {
  // Entries of one event admin's event, of another's, and one of no event (a user's).
  let ownEventId: string;
  let otherEventId: string;
  let ownEntry: string;
  let otherEntry: string;
  let userEntry: string;

  beforeAll(async () => {
    ownEventId = await insertEvent(moduleTest.db, eventAdmin.id);
    otherEventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    ownEntry = await insertEntry({ event_id: ownEventId, entity_id: ownEventId });
    otherEntry = await insertEntry({ event_id: otherEventId, entity_id: otherEventId });
    userEntry = await insertEntry({ entity_type: "user", entity_id: eventAdmin.id });
  });

  it("answers the entries newest first with the event's name, for system admins all of them", async () => {
    const page = await listEntries("page_size=200");
    const ids = idsOf(page.entries);
    expect(ids).toEqual(expect.arrayContaining([ownEntry, otherEntry, userEntry]));
    expect(ids.indexOf(userEntry)).toBeLessThan(ids.indexOf(ownEntry));
    const times = page.entries.map((entry) => entry.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const own = page.entries.find((entry) => entry.id === ownEntry);
    const [event] = await moduleTest.db
      .select({ name: events.event_name })
      .from(events)
      .where(eq(events.id, ownEventId));
    expect(own).toMatchObject({
      event_id: ownEventId,
      event_name: event?.name,
      actor_id: systemAdmin.id,
      actor_name: "Sam System",
      actor_role: "system_admin",
      ip: "10.0.0.1",
      user_agent: "test",
    });
    expect(page.total).toBeGreaterThanOrEqual(3);
  });

  it("shows event admins only the entries of their own events", async () => {
    const page = await listEntries("page_size=200", eventAdmin);
    expect(idsOf(page.entries)).toContain(ownEntry);
    expect(idsOf(page.entries)).not.toContain(otherEntry);
    expect(idsOf(page.entries)).not.toContain(userEntry);
    expect(page.entries.every((entry) => entry.event_id === ownEventId)).toBe(true);
    expect(page.total).toBe(page.entries.length);

    const otherEvent = await listEntries(`event_id=${otherEventId}`, eventAdmin);
    expect(otherEvent).toMatchObject({ entries: [], total: 0 });
  });

  it("follows an event to its new admin", async () => {
    const movedEventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    const movedEntry = await insertEntry({ event_id: movedEventId });
    expect(idsOf((await listEntries(`event_id=${movedEventId}`, eventAdmin)).entries)).toEqual([]);
    await moduleTest.db
      .update(events)
      .set({ event_admin_id: eventAdmin.id })
      .where(eq(events.id, movedEventId));
    expect(idsOf((await listEntries(`event_id=${movedEventId}`, eventAdmin)).entries)).toEqual([
      movedEntry,
    ]);
  });

  it("refuses callers who are not signed in", async () => {
    const refused = [
      await call(undefined, "GET", "/api/audit-log"),
      await call(undefined, "GET", "/api/audit-log/export?format=csv"),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([401, 401]);
  });

  it("filters by event, actor, entity type and action", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const actorId = randomUUID();
    const created = await insertEntry({ event_id: eventId, action: "create" });
    const bySomeoneElse = await insertEntry({
      event_id: eventId,
      actor_id: actorId,
      action: "delete",
      entity_type: "session",
    });

    expect(idsOf((await listEntries(`event_id=${eventId}`)).entries)).toEqual([
      bySomeoneElse,
      created,
    ]);
    expect(idsOf((await listEntries(`actor_id=${actorId}`)).entries)).toEqual([bySomeoneElse]);
    expect(idsOf((await listEntries(`event_id=${eventId}&entity_type=session`)).entries)).toEqual([
      bySomeoneElse,
    ]);
    expect(idsOf((await listEntries(`event_id=${eventId}&action=create`)).entries)).toEqual([
      created,
    ]);
    expect((await listEntries(`event_id=${eventId}&action=sign_in`)).total).toBe(0);
  });

  it("filters by day, the to day taken whole, and by instant", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const at = (iso: string) => insertEntry({ event_id: eventId, created_at: new Date(iso) });
    const before = await at("2026-03-09T23:59:59.999Z");
    const firstDay = await at("2026-03-10T00:00:00.000Z");
    const lastDay = await at("2026-03-11T23:59:59.999Z");
    const after = await at("2026-03-12T00:00:00.000Z");
    const scoped = (range: string) =>
      listEntries(`event_id=${eventId}&${range}`).then((page) => idsOf(page.entries));

    expect(await scoped("from=2026-03-10&to=2026-03-11")).toEqual([lastDay, firstDay]);
    expect(await scoped("from=2026-03-11")).toEqual([after, lastDay]);
    expect(await scoped("to=2026-03-09")).toEqual([before]);
    expect(await scoped("from=2026-03-10T00:00:00Z&to=2026-03-10T00:00:00Z")).toEqual([firstDay]);
    expect(await scoped("from=2026-03-11T23:59:59.999%2B00:00")).toEqual([after, lastDay]);
  });

  it("pages newest first and says how many there are", async () => {
    const { eventId, ids } = await insertHourlyEntries(5);
    const first = await listEntries(`event_id=${eventId}&page_size=2`);
    const third = await listEntries(`event_id=${eventId}&page_size=2&page=3`);
    const beyond = await listEntries(`event_id=${eventId}&page_size=2&page=4`);
    expect(first).toMatchObject({ total: 5, page: 1, page_size: 2 });
    expect(idsOf(first.entries)).toEqual(ids.slice(0, 2));
    expect(idsOf(third.entries)).toEqual(ids.slice(4));
    expect(beyond).toMatchObject({ entries: [], total: 5, page: 4 });
  });

  it("steps to the page after and the page before by cursor, as the numbered pages have them", async () => {
    const { eventId, ids } = await insertHourlyEntries(5);
    const query = `event_id=${eventId}&page_size=2`;
    const first = await listEntries(query);
    expect(first).toMatchObject({ total: 5, total_is_estimate: false, previous_cursor: null });
    const second = await listEntries(`${query}&page=2&after=${first.next_cursor}`);
    expect(second).toMatchObject({ total: 5, page: 2 });
    expect(idsOf(second.entries)).toEqual(ids.slice(2, 4));
    const third = await listEntries(`${query}&page=3&after=${second.next_cursor}`);
    expect(idsOf(third.entries)).toEqual(ids.slice(4));
    expect(third.next_cursor).toBeNull();
    const backToSecond = await listEntries(`${query}&page=2&before=${third.previous_cursor}`);
    expect(idsOf(backToSecond.entries)).toEqual(ids.slice(2, 4));
    const backToFirst = await listEntries(`${query}&before=${backToSecond.previous_cursor}`);
    expect(idsOf(backToFirst.entries)).toEqual(ids.slice(0, 2));
    expect(backToFirst.previous_cursor).toBeNull();
  });

  // The field named is the query's first parameter.
  it.each([
    ["event_id=42", "event_id must be an event id"],
    ["actor_id=someone", "actor_id must be a user id"],
    ["entity_type=invoice", "entity_type must be one of"],
    ["action=rename", "action must be one of"],
    ["from=2026-02-30", "from must be a date (YYYY-MM-DD)"],
    ["to=yesterday", "to must be a date (YYYY-MM-DD)"],
    ["from=2026-03-11T10:00:00", "from must be a date (YYYY-MM-DD)"],
    ["from=2026-03-12&to=2026-03-11", AUDIT_LOG_MESSAGES.fromAfterTo],
    ["page=0", "page must be a whole number from 1"],
    ["page_size=201", "page_size must be a whole number from 1 to 200"],
    ["after=page-2", LIST_MESSAGES.cursor("after")],
    [
      `before=${encodeCursor({ sort: "-created_at", value: "yesterday", id: randomUUID() })}`,
      LIST_MESSAGES.cursor("before"),
    ],
    [
      `after=${encodeCursor({ sort: "name", value: "2026-01-01 00:00:00+00", id: randomUUID() })}`,
      LIST_MESSAGES.cursor("after"),
    ],
    [`before=${A_CURSOR}&after=${A_CURSOR}`, LIST_MESSAGES.afterAndBefore],
  ])("answers 400 naming the field for %s", async (query, message) => {
    const field = query.slice(0, query.indexOf("="));
    const response = await call(systemAdmin, "GET", `/api/audit-log?${query}`);
    expect(response.statusCode).toBe(400);
    const details: { field: string; message: string }[] = response.json().details;
    expect(details).toEqual([
      expect.objectContaining({ field, message: expect.stringContaining(message) }),
    ]);
  });
});

describe("GET /api/audit-log/export", () => {
  it("streams the filtered entries as CSV, newest first, formulas neutralised", async () => {
    const eventId = await insertEvent(moduleTest.db, eventAdmin.id);
    await insertEntry({
      event_id: eventId,
      action: "create",
      actor_name: "=HYPERLINK(1)",
      created_at: new Date("2026-04-01T08:00:00Z"),
    });
    await insertEntry({
      event_id: eventId,
      changes: { venue: ["Hall A", "Hall B"] },
      created_at: new Date("2026-04-02T09:30:00Z"),
    });
    const response = await call(
      systemAdmin,
      "GET",
      `/api/audit-log/export?format=csv&event_id=${eventId}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toContain('filename="activity-log.csv"');
    const [header, ...rows] = readCsvExport(response.body);
    expect(header).toEqual([...AUDIT_EXPORT_COLUMNS]);
    expect(rows.map((row) => [row[0], row[2], row[4], row[7], row[9]])).toEqual([
      ["2026-04-02 09:30:00", "Sam System", "update", eventId, '{"venue":["Hall A","Hall B"]}'],
      ["2026-04-01 08:00:00", "'=HYPERLINK(1)", "create", eventId, "{}"],
    ]);
  });

  it("exports to event admins only their events' entries", async () => {
    const ownEventId = await insertEvent(moduleTest.db, eventAdmin.id);
    const otherEventId = await insertEvent(moduleTest.db, otherEventAdmin.id);
    await insertEntry({ event_id: ownEventId });
    await insertEntry({ event_id: otherEventId });
    const response = await call(eventAdmin, "GET", "/api/audit-log/export?format=csv");
    const [, ...rows] = readCsvExport(response.body);
    const exportedEvents = new Set(rows.map((row) => row[7]));
    expect(exportedEvents.has(ownEventId)).toBe(true);
    expect(exportedEvents.has(otherEventId)).toBe(false);
    expect(exportedEvents.has("")).toBe(false);
  });

  it("answers 400 without format=csv or with a bad filter", async () => {
    for (const query of ["", "format=xlsx", "format=csv&action=rename"]) {
      const response = await call(systemAdmin, "GET", `/api/audit-log/export?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().details).toHaveLength(1);
    }
  });
});

/** Drizzle wraps the database's error; the trigger's words are in its cause. */
async function expectRefusedByTrigger(change: Promise<unknown>, operation: string) {
  await expect(change).rejects.toMatchObject({
    cause: { message: `audit_log is append-only: ${operation} refused` },
  });
}

describe("the table", () => {
  it("refuses UPDATE, DELETE and TRUNCATE", async () => {
    const id = await insertEntry();
    const { db } = moduleTest;
    await expectRefusedByTrigger(
      db.update(auditLog).set({ actor_name: "Someone else" }).where(eq(auditLog.id, id)),
      "UPDATE",
    );
    await expectRefusedByTrigger(db.delete(auditLog).where(eq(auditLog.id, id)), "DELETE");
    await expectRefusedByTrigger(db.execute(sql`truncate audit_log`), "TRUNCATE");
    const [kept] = await db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept?.actor_name).toBe("Sam System");
  });

  it("lets a sweep delete only entries older than the cutoff it names", async () => {
    const { db } = moduleTest;
    const recent = await insertEntry({ created_at: new Date(Date.now() - DAY_MS) });
    await expectRefusedByTrigger(
      db.transaction(async (transaction) => {
        await transaction.execute(
          sql`select set_config('audit_log.sweep_before', ${new Date(Date.now() - 2 * DAY_MS).toISOString()}, true)`,
        );
        await transaction.delete(auditLog).where(eq(auditLog.id, recent));
      }),
      "DELETE",
    );
    expect(await db.select().from(auditLog).where(eq(auditLog.id, recent))).toHaveLength(1);
  });
});

describe("the retention sweep", () => {
  it("removes the entries older than the retention and keeps the rest", async () => {
    const now = new Date("2030-06-01T00:00:00Z");
    const ago = (days: number, extraMs = 0) => new Date(now.getTime() - days * DAY_MS + extraMs);
    const expired = await insertEntry({ created_at: ago(400, -1) });
    const longExpired = await insertEntry({ created_at: ago(2000) });
    const kept = await insertEntry({ created_at: ago(400, 1) });
    const newer = await insertEntry({ created_at: ago(3) });

    expect(await sweepAuditLog(moduleTest.db, 400, now)).toBeGreaterThanOrEqual(2);
    const remaining = new Set(
      (await moduleTest.db.select({ id: auditLog.id }).from(auditLog)).map((row) => row.id),
    );
    expect(remaining.has(expired)).toBe(false);
    expect(remaining.has(longExpired)).toBe(false);
    expect(remaining.has(kept)).toBe(true);
    expect(remaining.has(newer)).toBe(true);
    expect(await sweepAuditLog(moduleTest.db, 400, now)).toBe(0);
  });
});

describe("the scheduled sweep", () => {
  it("sweeps after start and again at each interval until stopped", async () => {
    const entryAged = (days: number) =>
      insertEntry({ created_at: new Date(Date.now() - days * DAY_MS) });
    const exists = async (id: string) =>
      (await moduleTest.db.$count(auditLog, eq(auditLog.id, id))) === 1;
    const logger = { info: vi.fn(), error: vi.fn() };
    const first = await entryAged(11);
    const fresh = await entryAged(9);
    const retention = scheduleDailySweep(
      { logger, firstSweepDelayMs: 20, intervalMs: 50 },
      auditRetentionSweep(moduleTest.db, 10),
    );
    try {
      // Generous: under a loaded machine a sweep's queries may take a while to land.
      const patiently = { timeout: 15_000, interval: 50 };
      await vi.waitFor(async () => expect(await exists(first)).toBe(false), patiently);
      const second = await entryAged(12);
      await vi.waitFor(async () => expect(await exists(second)).toBe(false), patiently);
      expect(await exists(fresh)).toBe(true);
      expect(logger.info).toHaveBeenCalledWith(
        expect.stringMatching(/^Removed \d+ activity log entries older than 10 days$/),
      );
    } finally {
      await retention.stop();
    }
    const afterStop = await entryAged(13);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await exists(afterStop)).toBe(true);
    expect(logger.error).not.toHaveBeenCalled();
  });
});

describe("a log that cannot be written", () => {
  it("fails the change with it: nothing of the event is stored or changed", async () => {
    const { db } = moduleTest;
    const created = await call(systemAdmin, "POST", "/api/events/create-event", {
      form: eventForm(eventAdmin.id),
    });
    expect(created.statusCode).toBe(201);
    const eventId: string = created.json().id;
    const eventsBefore = await db.$count(events);
    // From here every event entry is refused, as a full disk or a broken table would refuse it.
    await db.execute(sql`
      create function refuse_event_entries() returns trigger language plpgsql as $$
      begin
        if new.entity_type = 'event' then raise exception 'the log cannot be written'; end if;
        return new;
      end $$`);
    await db.execute(sql`
      create trigger refuse_event_entries before insert on audit_log
      for each row execute function refuse_event_entries()`);
    try {
      const refusedCreate = await call(systemAdmin, "POST", "/api/events/create-event", {
        form: eventForm(eventAdmin.id, { event_name: "Never stored" }),
      });
      expect(refusedCreate.statusCode).toBe(500);
      expect(await db.$count(events)).toBe(eventsBefore);
      expect(await db.$count(events, eq(events.event_name, "Never stored"))).toBe(0);

      const refusedUpdate = await call(systemAdmin, "PUT", `/api/events/update-event/${eventId}`, {
        form: eventForm(eventAdmin.id, { venue: "Hall B" }),
      });
      expect(refusedUpdate.statusCode).toBe(500);
      const [unchanged] = await db
        .select({ venue: events.venue })
        .from(events)
        .where(eq(events.id, eventId));
      expect(unchanged?.venue).toBe("Hall A");

      const refusedDelete = await call(
        systemAdmin,
        "DELETE",
        `/api/events/delete-event/${eventId}`,
      );
      expect(refusedDelete.statusCode).toBe(500);
      expect(await db.$count(events, eq(events.id, eventId))).toBe(1);
    } finally {
      await db.execute(sql`drop trigger refuse_event_entries on audit_log`);
    }
    const updated = await call(systemAdmin, "PUT", `/api/events/update-event/${eventId}`, {
      form: eventForm(eventAdmin.id, { venue: "Hall B" }),
    });
    expect(updated.statusCode).toBe(200);
    expect(await db.$count(auditLog, eq(auditLog.entity_id, eventId))).toBe(2);
  });
});

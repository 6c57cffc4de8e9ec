import { randomUUID } from "node:crypto";
import {
  CHECK_IN_DAYS,
  type DashboardChartsResponse,
  PARTICIPANT_WEEKS,
  PARTICIPANTS_PER_EVENT_LIMIT,
} from "@events/contract";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createAccessKernel } from "../../access/access-kernel.js";
import type { Caller } from "../../access/caller.js";
import { events, participants } from "../../db/schema.js";
import { selectDriverRows } from "../../db/table-rows.js";
import { createUser } from "../../test/app.js";
import { insertEvent } from "../../test/factories.js";
import { setUpModuleTest, type TestAdmin } from "../../test/module-test.js";
import { createDashboardRepository } from "./dashboard.repository.js";
import { createDashboardService } from "./dashboard.service.js";

const moduleTest = setUpModuleTest("dashboard");

const { systemAdmin, eventAdmin, otherEventAdmin } = moduleTest.signInAdminsBeforeAll();

/** One participant, added and (when given) checked in at those times; added now otherwise. */
interface SeedRow {
  created?: string;
  checkedIn?: string;
}

async function insertParticipantsAt(eventId: string, rows: readonly SeedRow[]): Promise<void> {
  if (rows.length === 0) return;
  await moduleTest.db.insert(participants).values(
    rows.map((row) => {
      const slug = randomUUID();
      return {
        event_id: eventId,
        name: `Guest ${slug.slice(0, 8)}`,
        email: `${slug}@example.org`,
        username: slug,
        ...(row.created ? { created_date: new Date(row.created) } : {}),
        ...(row.checkedIn ? { checked_in_at: new Date(row.checkedIn) } : {}),
      };
    }),
  );
}

/** An event of that admin with that name and `count` participants added now; answers its id. */
async function insertEventWith(
  adminId: string | null,
  name: string,
  count: number,
): Promise<string> {
  const eventId = await insertEvent(moduleTest.db, adminId, { event_name: name });
  await insertParticipantsAt(
    eventId,
    Array.from({ length: count }, () => ({})),
  );
  return eventId;
}

const chartsOf = (actor: TestAdmin | undefined) =>
  moduleTest.call(actor, "GET", "/api/dashboard/charts");

async function chartsBodyOf(actor: TestAdmin): Promise<DashboardChartsResponse> {
  const response = await chartsOf(actor);
  expect(response.statusCode).toBe(200);
  return response.json();
}

/** An event admin's charts at a fixed moment, through the service on the test database. */
function chartsAt(now: string, adminId: string): Promise<DashboardChartsResponse> {
  const service = createDashboardService({
    dashboardRepository: createDashboardRepository(moduleTest.db),
    access: createAccessKernel(moduleTest.db),
    now: () => new Date(now),
  });
  const caller: Caller = { user: { id: adminId, type: "event_admin" } };
  return service.getCharts(caller);
}

const newEventAdminId = async () => (await createUser(moduleTest.db)).id;

/**
 * The total over a chart's window: rows written 'now' fall in its last day or week, or the one
 * before when the clock passes midnight between the insert and the request, and count either way.
 */
function sumOf<Key extends string>(
  points: readonly Readonly<Record<Key, number>>[],
  key: Key,
): number {
  return points.reduce((total, point) => total + point[key], 0);
}

/** The weeks or days that are not 0, as {day: count}. */
function nonZero(entries: readonly { day: string; count: number }[]): Record<string, number> {
  return Object.fromEntries(
    entries.filter(({ count }) => count > 0).map(({ day, count }) => [day, count]),
  );
}
const weeksOf = (charts: DashboardChartsResponse) =>
  charts.participants_per_week.map(({ week_start, participants }) => ({
    day: week_start,
    count: participants,
  }));
const daysOf = (charts: DashboardChartsResponse) =>
  charts.check_ins_per_day.map(({ day, check_ins }) => ({ day, count: check_ins }));

// A Wednesday afternoon: its week started on Monday 2026-03-09, the oldest of the 12 weeks on
// Monday 2025-12-22; the oldest of the 30 days is 2026-02-10.
const WEDNESDAY = "2026-03-11T15:00:00.000Z";

describe("GET /api/dashboard/charts", () => {
  it("answers 401 signed out", async () => {
    const response = await chartsOf(undefined);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: expect.any(String), code: "http.notAuthenticated" });
  });

  it("ranks the events by participants, ties by name, at most ten, leaving out events with none", async () => {
    const adminId = await newEventAdminId();
    const counts: [string, number][] = [
      ["Kappa", 1],
      ["Beta", 5],
      ["Alpha", 5],
      ["Gamma", 9],
      ["Delta", 2],
      ["Epsilon", 3],
      ["Zeta", 4],
      ["Eta", 6],
      ["Theta", 7],
      ["Iota", 8],
      ["Lambda", 1],
      ["Nobody", 0],
    ];
    const ids: Record<string, string> = {};
    for (const [name, count] of counts) ids[name] = await insertEventWith(adminId, name, count);

    const charts = await chartsAt(WEDNESDAY, adminId);

    expect(charts.participants_per_event).toHaveLength(PARTICIPANTS_PER_EVENT_LIMIT);
    expect(charts.participants_per_event.map((row) => [row.event_name, row.participants])).toEqual([
      ["Gamma", 9],
      ["Iota", 8],
      ["Theta", 7],
      ["Eta", 6],
      ["Alpha", 5],
      ["Beta", 5],
      ["Zeta", 4],
      ["Epsilon", 3],
      ["Delta", 2],
      ["Kappa", 1],
    ]);
    expect(charts.participants_per_event[0]?.event_id).toBe(ids.Gamma);
  });

  it("counts participants per Monday-to-Sunday UTC week for 12 weeks, zero-filled, this week last", async () => {
    const adminId = await newEventAdminId();
    const eventId = await insertEvent(moduleTest.db, adminId);
    await insertParticipantsAt(eventId, [
      { created: "2025-12-21T23:59:59.999Z" }, // the Sunday before the oldest week: left out
      { created: "2025-12-22T00:00:00.000Z" }, // the oldest week's first moment
      { created: "2026-02-01T12:00:00.000Z" }, // a Sunday: the week of Monday 01-26
      { created: "2026-03-08T23:59:59.999Z" }, // the last moment of last week
      { created: "2026-03-09T00:00:00.000Z" }, // this week's first moment
      { created: "2026-03-11T14:59:00.000Z" },
      { created: "2026-03-16T00:00:00.000Z" }, // next week: left out
    ]);

    const charts = await chartsAt(WEDNESDAY, adminId);

    expect(charts.participants_per_week).toHaveLength(PARTICIPANT_WEEKS);
    expect(charts.participants_per_week[0]?.week_start).toBe("2025-12-22");
    expect(charts.participants_per_week.at(-1)?.week_start).toBe("2026-03-09");
    for (const { week_start } of charts.participants_per_week) {
      expect(new Date(`${week_start}T00:00:00Z`).getUTCDay()).toBe(1);
    }
    expect(nonZero(weeksOf(charts))).toEqual({
      "2025-12-22": 1,
      "2026-01-26": 1,
      "2026-03-02": 1,
      "2026-03-09": 2,
    });
  });

  it("starts the week on Monday when today is Monday or Sunday", async () => {
    const adminId = await newEventAdminId();
    const eventId = await insertEvent(moduleTest.db, adminId);
    await insertParticipantsAt(eventId, [{ created: "2026-03-09T00:00:00.000Z" }]);

    const onMonday = await chartsAt("2026-03-09T00:00:00.000Z", adminId);
    expect(onMonday.participants_per_week.at(-1)).toEqual({
      week_start: "2026-03-09",
      participants: 1,
    });
    const onSunday = await chartsAt("2026-03-15T23:59:59.999Z", adminId);
    expect(onSunday.participants_per_week.at(-1)).toEqual({
      week_start: "2026-03-09",
      participants: 1,
    });
  });

  it("counts check-ins per UTC day for 30 days, zero-filled, today last", async () => {
    const adminId = await newEventAdminId();
    const eventId = await insertEvent(moduleTest.db, adminId);
    const added = "2025-01-01T00:00:00.000Z";
    await insertParticipantsAt(eventId, [
      { created: added }, // never checked in
      { created: added, checkedIn: "2026-02-09T23:59:59.999Z" }, // the day before the oldest
      { created: added, checkedIn: "2026-02-10T00:00:00.000Z" }, // the oldest day's first moment
      { created: added, checkedIn: "2026-03-01T08:30:00.000Z" },
      { created: added, checkedIn: "2026-03-01T17:45:00.000Z" },
      { created: added, checkedIn: "2026-03-11T00:00:00.000Z" },
      { created: added, checkedIn: "2026-03-11T14:00:00.000Z" },
      { created: added, checkedIn: "2026-03-12T00:00:00.000Z" }, // tomorrow: left out
    ]);

    const charts = await chartsAt(WEDNESDAY, adminId);

    expect(charts.check_ins_per_day).toHaveLength(CHECK_IN_DAYS);
    expect(charts.check_ins_per_day[0]?.day).toBe("2026-02-10");
    expect(charts.check_ins_per_day.at(-1)?.day).toBe("2026-03-11");
    expect(nonZero(daysOf(charts))).toEqual({
      "2026-02-10": 1,
      "2026-03-01": 2,
      "2026-03-11": 2,
    });
    // Added long before the window, so no week counts them.
    expect(nonZero(weeksOf(charts))).toEqual({});
  });

  it("shows an event admin only their own events, and a system admin every event", async () => {
    await moduleTest.db.delete(events);
    const today = new Date().toISOString();
    const ownId = await insertEventWith(eventAdmin.id, "A's conference", 2);
    await insertParticipantsAt(ownId, [{ checkedIn: today }]);
    const othersId = await insertEventWith(otherEventAdmin.id, "B's workshop", 1);
    const unassignedId = await insertEventWith(null, "Unassigned gala", 4);

    const own = await chartsBodyOf(eventAdmin);
    expect(own.participants_per_event.map((row) => row.event_id)).toEqual([ownId]);
    expect(own.participants_per_event[0]?.participants).toBe(3);
    expect(sumOf(own.participants_per_week, "participants")).toBe(3);
    expect(sumOf(own.check_ins_per_day, "check_ins")).toBe(1);

    const others = await chartsBodyOf(otherEventAdmin);
    expect(others.participants_per_event.map((row) => row.event_id)).toEqual([othersId]);
    expect(sumOf(others.participants_per_week, "participants")).toBe(1);
    expect(others.check_ins_per_day.every(({ check_ins }) => check_ins === 0)).toBe(true);
    expect(JSON.stringify(others)).not.toContain(ownId);

    const everyone = await chartsBodyOf(systemAdmin);
    expect(everyone.participants_per_event.map((row) => row.event_id)).toEqual([
      unassignedId,
      ownId,
      othersId,
    ]);
    expect(sumOf(everyone.participants_per_week, "participants")).toBe(8);
    expect(sumOf(everyone.check_ins_per_day, "check_ins")).toBe(1);
  });

  it("answers an event admin whose events have no participants with no ranks and zeros", async () => {
    const admin = await moduleTest.signInAs("event_admin");
    await insertEvent(moduleTest.db, admin.id);
    const charts = await chartsBodyOf(admin);
    expect(charts.participants_per_event).toEqual([]);
    expect(charts.participants_per_week).toHaveLength(PARTICIPANT_WEEKS);
    expect(charts.check_ins_per_day).toHaveLength(CHECK_IN_DAYS);
    expect(charts.participants_per_week.every(({ participants }) => participants === 0)).toBe(true);
    expect(charts.check_ins_per_day.every(({ check_ins }) => check_ins === 0)).toBe(true);
  });
});

describe("the counts behind the charts", () => {
  const weeksAt = async (adminId: string) => nonZero(weeksOf(await chartsAt(WEDNESDAY, adminId)));
  const daysAt = async (adminId: string) => nonZero(daysOf(await chartsAt(WEDNESDAY, adminId)));
  const addedAt = (moment: string) => eq(participants.created_date, new Date(moment));

  it("follow participants added, deleted, re-dated and moved to another admin's event", async () => {
    const [adminId, otherAdminId] = [await newEventAdminId(), await newEventAdminId()];
    const eventId = await insertEvent(moduleTest.db, adminId);
    const otherEventId = await insertEvent(moduleTest.db, otherAdminId);
    await insertParticipantsAt(eventId, [
      { created: "2026-03-02T10:00:00.000Z" },
      { created: "2026-03-03T10:00:00.000Z" },
      { created: "2026-03-10T10:00:00.000Z" },
    ]);
    expect(await weeksAt(adminId)).toEqual({ "2026-03-02": 2, "2026-03-09": 1 });

    await moduleTest.db.delete(participants).where(addedAt("2026-03-02T10:00:00.000Z"));
    expect(await weeksAt(adminId)).toEqual({ "2026-03-02": 1, "2026-03-09": 1 });

    await moduleTest.db
      .update(participants)
      .set({ created_date: new Date("2026-02-23T10:00:00.000Z") })
      .where(addedAt("2026-03-03T10:00:00.000Z"));
    expect(await weeksAt(adminId)).toEqual({ "2026-02-23": 1, "2026-03-09": 1 });

    await moduleTest.db
      .update(participants)
      .set({ event_id: otherEventId })
      .where(addedAt("2026-03-10T10:00:00.000Z"));
    expect(await weeksAt(adminId)).toEqual({ "2026-02-23": 1 });
    expect(await weeksAt(otherAdminId)).toEqual({ "2026-03-09": 1 });
  });

  it("leave the weeks alone when a status changes or a check-in is made and undone", async () => {
    const adminId = await newEventAdminId();
    const eventId = await insertEvent(moduleTest.db, adminId);
    await insertParticipantsAt(eventId, [{ created: "2026-03-10T10:00:00.000Z" }]);
    const weeks = { "2026-03-09": 1 };

    await moduleTest.db
      .update(participants)
      .set({ status: "inactive" })
      .where(eq(participants.event_id, eventId));
    expect(await weeksAt(adminId)).toEqual(weeks);

    await moduleTest.db
      .update(participants)
      .set({ checked_in_at: new Date("2026-03-11T09:00:00.000Z") })
      .where(eq(participants.event_id, eventId));
    expect(await daysAt(adminId)).toEqual({ "2026-03-11": 1 });
    expect(await weeksAt(adminId)).toEqual(weeks);

    await moduleTest.db
      .update(participants)
      .set({ checked_in_at: null })
      .where(eq(participants.event_id, eventId));
    expect(await daysAt(adminId)).toEqual({});
    expect(await weeksAt(adminId)).toEqual(weeks);
  });

  it("go with their event when it is deleted", async () => {
    const adminId = await newEventAdminId();
    const eventId = await insertEvent(moduleTest.db, adminId);
    await insertParticipantsAt(eventId, [
      { created: "2026-03-02T10:00:00.000Z" },
      { created: "2026-03-10T10:00:00.000Z" },
    ]);

    await moduleTest.db.delete(events).where(eq(events.id, eventId));

    const rows = await selectDriverRows<{ left: number }>(
      moduleTest.db,
      sql`select count(*)::int as left from participant_additions where event_id = ${eventId}`,
    );
    expect(rows[0]?.left).toBe(0);
    expect(await weeksAt(adminId)).toEqual({});
  });
});

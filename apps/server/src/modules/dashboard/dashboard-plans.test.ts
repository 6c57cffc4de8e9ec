import { describe, expect, it } from "vitest";
import type { EventScope } from "../../access/event-scope.js";
import { type PlanNode, setUpPlannedDatabase } from "../../test/query-plans.js";
import { createDashboardRepository, type TimeWindow } from "./dashboard.repository.js";

// The charts must cost the same however many participants the table holds: no chart may read
// the participants table through. The planner's choice is what regresses unseen, so this asks
// PostgreSQL for it on a table of some size.

const EVENTS = 200;
const PARTICIPANTS = 20_000;

// The windows the service asks for on 2026-03-11: twelve weeks and thirty days.
const WEEKS: TimeWindow = {
  from: new Date("2025-12-22T00:00:00Z"),
  to: new Date("2026-03-16T00:00:00Z"),
};
const DAYS: TimeWindow = {
  from: new Date("2026-02-10T00:00:00Z"),
  to: new Date("2026-03-12T00:00:00Z"),
};

const planned = setUpPlannedDatabase({
  async fill(pool) {
    const admin = await pool.query<{ id: string }>(
      `insert into users (name, email, password_hash, type)
       values ('Event Admin', 'event-admin@example.org', 'x', 'event_admin') returning id`,
    );
    const adminId = admin.rows[0]?.id ?? "";
    // One event in ten is the admin's; participants added over the 200 days before the charts'
    // day, one in three checked in within a day of being added.
    await pool.query(
      `insert into events (event_name, event_type, event_admin_id)
       select 'Event ' || n, 'Conferences', case when n % 10 = 0 then $1::uuid end
       from generate_series(1, $2::int) as n`,
      [adminId, EVENTS],
    );
    await pool.query(
      `insert into participants (event_id, name, email, username, created_date, checked_in_at)
       select events.id, 'Guest ' || n, 'guest' || n || '@example.org', 'guest' || n,
         timestamptz '2026-03-11' - (n % 200) * interval '1 day' - n * interval '1 second',
         case when n % 3 = 0
           then timestamptz '2026-03-11' - (n % 200) * interval '1 day' + interval '12 hours' end
       from generate_series(1, $1::int) as n
       join (select id, row_number() over (order by id) - 1 as k from events) as events
         on events.k = n % $2::int`,
      [PARTICIPANTS, EVENTS],
    );
    const eventAdminScope: EventScope = { kind: "assigned", eventAdminId: adminId };
    return { eventAdminScope };
  },
  repository: createDashboardRepository,
});

/** The plan of each statement a chart sends, as a flat list of its nodes. */
async function plansOf(chart: () => Promise<unknown>): Promise<PlanNode[][]> {
  const statements = await planned.plansOf(chart);
  expect(statements.length).toBeGreaterThan(0);
  return statements.map((statement) => statement.nodes);
}

describe("the dashboards' charts", () => {
  const scopes: [string, () => EventScope][] = [
    ["a system admin", () => ({ kind: "every event" })],
    ["an event admin", () => planned.filled.eventAdminScope],
  ];
  const charts: [string, (scope: EventScope) => Promise<unknown>][] = [
    ["events by participants", (scope) => planned.repository.listTopEventsByParticipants(scope)],
    ["participants per week", (scope) => planned.repository.countParticipantsPerWeek(WEEKS, scope)],
    ["check-ins per day", (scope) => planned.repository.countCheckInsPerDay(DAYS, scope)],
  ];

  for (const [who, scopeOf] of scopes) {
    it.each(charts)(`reads no participants table through for ${who}: %s`, async (_, chart) => {
      for (const plan of await plansOf(() => chart(scopeOf()))) {
        const scanned = plan
          .filter((node) => node["Node Type"] === "Seq Scan")
          .map((node) => node["Relation Name"]);
        expect(scanned).not.toContain("participants");
      }
    });
  }

  it("adds up to what counting the participants gives", async () => {
    const counted = await planned.pool.query<{ day: string; count: number }>(
      `select to_char(date_trunc('week', created_date at time zone 'UTC'), 'YYYY-MM-DD') as day,
         count(*)::int as count
       from participants
       where created_date >= $1 and created_date < $2
       group by 1 order by 1`,
      [WEEKS.from, WEEKS.to],
    );
    const weeks = await planned.repository.countParticipantsPerWeek(WEEKS, { kind: "every event" });
    expect([...weeks].sort((a, b) => a.day.localeCompare(b.day))).toEqual(counted.rows);
    expect(counted.rows.length).toBeGreaterThan(10);
  });
});

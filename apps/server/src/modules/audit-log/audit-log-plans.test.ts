import { EXACT_TOTAL_LIMIT } from "@events/contract";
import { describe, expect, it } from "vitest";
import type { PagePlace } from "../../db/keyset-order.js";
import { type PlanNode, setUpPlannedDatabase } from "../../test/query-plans.js";
import { type AuditLogScope, createAuditLogRepository } from "./audit-log.repository.js";

// The activity log grows without end: a page must be read through its index, never by sorting
// the whole log. The planner's choice is what regresses unseen, so this asks PostgreSQL for it.

const ENTRIES = EXACT_TOTAL_LIMIT + 5_000;
const everyEntry: AuditLogScope = { scope: { kind: "every event" } };

const planned = setUpPlannedDatabase({
  async fill(pool) {
    await pool.query(
      `insert into audit_log (created_at, actor_role, action, entity_type, entity_id, changes)
       select timestamptz '2026-11-01' + n * interval '1 second', 'system_admin', 'update', 'event',
         gen_random_uuid(), '{}'
       from generate_series(1, $1::int) as n`,
      [ENTRIES],
    );
  },
  analyze: "audit_log",
  repository: createAuditLogRepository,
});

/** The plan PostgreSQL chooses for the page's statement, as a flat list of its nodes. */
function planOfPage(place: PagePlace): Promise<PlanNode[]> {
  return planned.planOfPage(() => planned.repository.listPage(everyEntry, place, 50));
}

describe("a page of the activity log", () => {
  it("is read in the order of the log's index, not sorted, from the start and from a place", async () => {
    // Deep in the log: thousands of entries on either side of the place.
    const deep = await planned.repository.listPage(everyEntry, { offset: ENTRIES / 2 }, 50);
    const middle = deep.rows[25];
    if (!middle) throw new Error("no entries");
    for (const place of [{ offset: 0 }, { after: middle }, { before: middle }]) {
      const plan = await planOfPage(place);
      const types = plan.map((node) => node["Node Type"]);
      expect(types, JSON.stringify(place)).not.toContain("Sort");
      expect(plan.map((node) => node["Index Name"])).toContain("audit_log_created_at_index");
    }
  });

  it("steps forward and back by cursor through the same entries as the numbered pages", async () => {
    const [page1, page2] = [
      await planned.repository.listPage(everyEntry, { offset: 0 }, 50),
      await planned.repository.listPage(everyEntry, { offset: 50 }, 50),
    ];
    const lastOfPage1 = page1.rows.at(-1);
    const firstOfPage2 = page2.rows[0];
    if (!lastOfPage1 || !firstOfPage2) throw new Error("no entries");
    const after = await planned.repository.listPage(everyEntry, { after: lastOfPage1 }, 50);
    expect(after.rows.map((row) => row.id)).toEqual(page2.rows.map((row) => row.id));
    expect([after.hasPrevious, after.hasNext]).toEqual([true, true]);
    const before = await planned.repository.listPage(everyEntry, { before: firstOfPage2 }, 50);
    expect(before.rows.map((row) => row.id)).toEqual(page1.rows.map((row) => row.id));
    expect([before.hasPrevious, before.hasNext]).toEqual([false, true]);
  });

  it("counts up to the limit and estimates beyond it", async () => {
    const all = await planned.repository.listPage(everyEntry, { offset: 0 }, 50);
    expect(all.isEstimate).toBe(true);
    expect(all.total).toBeGreaterThan(EXACT_TOTAL_LIMIT);
    const fewer = await planned.repository.listPage(
      { ...everyEntry, to: "2026-11-01T01:00:00Z" },
      { offset: 0 },
      50,
    );
    // An hour of entries, one a second, 00:00:01 to 01:00:00.
    expect(fewer).toMatchObject({ total: 3_600, isEstimate: false });
  });
});

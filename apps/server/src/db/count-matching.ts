import { EXACT_TOTAL_LIMIT } from "@events/contract";
import { count, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.js";

export interface MatchingCount {
  total: number;
  /** The planner's estimate rather than a count: more than EXACT_TOTAL_LIMIT match. */
  isEstimate: boolean;
}

interface ExplainedPlan {
  Plan: { "Plan Rows": number };
}

/**
 * How many rows of `table` match: counted one by one up to EXACT_TOTAL_LIMIT, so a count never
 * costs more than reading that many index entries, and beyond it the planner's estimate, which
 * costs the same whatever the table's size.
 */
export async function countMatching(
  db: Database,
  table: PgTable,
  where: SQL | undefined,
): Promise<MatchingCount> {
  const matching = db
    .select({ one: sql`1` })
    .from(table)
    .where(where)
    .limit(EXACT_TOTAL_LIMIT + 1)
    .as("matching");
  const [counted] = await db.select({ total: count() }).from(matching);
  const total = counted?.total ?? 0;
  if (total <= EXACT_TOTAL_LIMIT) return { total, isEstimate: false };
  const result = await db.execute(
    sql`explain (format json) ${db.select({ one: sql`1` }).from(table).where(where)}`,
  );
  // Database is typed for any driver; under node-postgres, execute answers pg's QueryResult.
  const [row] = (result as unknown as { rows: { "QUERY PLAN": ExplainedPlan[] }[] }).rows;
  const estimate = Math.round(row?.["QUERY PLAN"][0]?.Plan["Plan Rows"] ?? 0);
  // An estimate below what was just counted would be plainly wrong.
  return { total: Math.max(estimate, total), isEstimate: true };
}

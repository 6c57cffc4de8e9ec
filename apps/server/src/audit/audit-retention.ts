import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { auditLog } from "../db/schema.js";
import { DAY_MS, type DailySweep } from "../jobs/periodic-task.js";

// The first sweep waits a little, so a server starting does not begin with a large delete.
const FIRST_SWEEP_DELAY_MS = 60_000;

/**
 * Deletes the entries older than the retention, answering how many went. The database refuses
 * every other delete (migration 0007): the cutoff named in audit_log.sweep_before, for this
 * transaction only, is what lets these rows, and only rows older than it, go.
 */
export async function sweepAuditLog(
  db: Database,
  retentionDays: number,
  now: Date = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  return db.transaction(async (transaction) => {
    await transaction.execute(
      sql`select set_config('audit_log.sweep_before', ${cutoff.toISOString()}, true)`,
    );
    const deleted = await transaction
      .delete(auditLog)
      .where(lt(auditLog.created_at, cutoff))
      .returning({ id: auditLog.id });
    return deleted.length;
  });
}

/**
 * Sweeps once a minute after start, then once a day. Several servers on one database each
 * sweep; a sweep that finds nothing old costs one indexed query.
 */
export function auditRetentionSweep(db: Database, retentionDays: number): DailySweep {
  return {
    sweep: () => sweepAuditLog(db, retentionDays),
    done: (count) => `Removed ${count} activity log entries older than ${retentionDays} days`,
    failed: "the activity log retention sweep failed",
    defaultFirstDelayMs: FIRST_SWEEP_DELAY_MS,
  };
}

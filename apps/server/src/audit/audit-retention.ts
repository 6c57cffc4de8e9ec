import { lt, sql } from "drizzle-orm";
import type { Database } from "../db/client.js";
import { auditLog } from "../db/schema.js";
import { type PeriodicTask, schedulePeriodicTask } from "../jobs/periodic-task.js";

const DAY_MS = 24 * 60 * 60 * 1000;
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

export interface AuditRetentionOptions {
  db: Database;
  retentionDays: number;
  logger: { info(message: string): void; error(details: object, message: string): void };
  /** Tests shorten the waits; servers keep a minute, then a day. */
  firstSweepDelayMs?: number;
  intervalMs?: number;
}

/**
 * Sweeps once a minute after start, then once a day, until stopped. Several servers on one
 * database each sweep; a sweep that finds nothing old costs one indexed query.
 */
export function scheduleAuditRetention({
  db,
  retentionDays,
  logger,
  firstSweepDelayMs = FIRST_SWEEP_DELAY_MS,
  intervalMs = DAY_MS,
}: AuditRetentionOptions): PeriodicTask {
  return schedulePeriodicTask({
    async run() {
      try {
        const count = await sweepAuditLog(db, retentionDays);
        if (count > 0)
          logger.info(`Removed ${count} activity log entries older than ${retentionDays} days`);
      } catch (error) {
        logger.error({ err: error }, "the activity log retention sweep failed");
      }
    },
    firstDelayMs: firstSweepDelayMs,
    intervalMs,
  });
}

import { setImmediate as nextTurn } from "node:timers/promises";
import { type SQL, sql } from "drizzle-orm";
import type pg from "pg";
import type PgBoss from "pg-boss";
import type { Transaction } from "../db/client.js";

// Durable background jobs (DESIGN §10): pg-boss keeps them in PostgreSQL, in a schema of its own,
// so they survive restarts and are shared by every server on the database.

export type JobQueue = PgBoss;
export type { PgBoss };

/** How often a server looks for jobs whose worker died (expired) and puts them back. */
const MAINTENANCE_INTERVAL_SECONDS = 30;

/**
 * What each queue has under way on the pool: the statements it has sent and not yet seen
 * answered, and the batches its workers are working through.
 */
const workUnderWay = new WeakMap<JobQueue, Set<Promise<unknown>>>();

function keepUntilSettled(underWay: Set<Promise<unknown>>, work: Promise<unknown>): void {
  underWay.add(work);
  const settle = () => underWay.delete(work);
  work.then(settle, settle);
}

/**
 * Starts pg-boss on the application's pool (it creates or upgrades its schema on the first
 * start). Its statements go through pg with pg's own type parsing, not drizzle's.
 */
export async function startJobQueue(
  pool: pg.Pool,
  onError: (error: Error) => void,
): Promise<JobQueue> {
  const { default: PgBoss } = await import("pg-boss");
  const underWay = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      executeSql(text, values) {
        const statement = pool.query(text, values);
        keepUntilSettled(underWay, statement);
        return statement;
      },
    },
    schema: "pgboss",
    schedule: false,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  workUnderWay.set(boss, underWay);
  boss.on("error", onError);
  await boss.start();
  return boss;
}

/**
 * A worker on the queue, its batches (jobs with their metadata) counted as under way until
 * they are done, so that stopJobQueue waits for them.
 */
export function workOn<Job extends object>(
  boss: JobQueue,
  name: string,
  options: PgBoss.WorkOptions,
  handler: PgBoss.WorkWithMetadataHandler<Job>,
): Promise<string> {
  const underWay = workUnderWay.get(boss);
  if (!underWay) throw new Error("workOn: a queue not started by startJobQueue");
  return boss.work<Job>(name, { ...options, includeMetadata: true }, (jobs) => {
    const batch = handler(jobs);
    keepUntilSettled(underWay, batch);
    return batch;
  });
}

/**
 * Stops the queue, letting a job under way finish, and resolves only once nothing it started
 * still uses the pool, so the pool can be closed after. pg-boss's stop() can resolve before that
 * in two ways: it marks a job done or failed without awaiting the statement; and it looks for
 * work under way in its workers' jobs only, while a worker whose fetch was out at that moment
 * still works through the jobs the fetch brings back, stopping or not. Past the timeout pg-boss
 * marks the jobs under way failed, to be tried again, but their batches are still waited for.
 */
export async function stopJobQueue(boss: JobQueue, options: { timeout: number }): Promise<void> {
  await boss.stop({ graceful: true, timeout: options.timeout });
  const underWay = workUnderWay.get(boss) ?? new Set();
  // A statement's answer leads on to the next piece of work (a fetch's jobs to their batch, a
  // batch to the statement marking it done) by promise callbacks alone, which have all run a
  // turn of the event loop later: by then that next piece is under way too.
  do {
    await Promise.allSettled([...underWay]);
    await nextTurn();
  } while (underWay.size > 0);
}

const DEADLOCK_DETECTED = "40P01";
const QUEUE_CREATION_ATTEMPTS = 5;

/**
 * Creates the queue unless it exists. Servers creating queues at the same moment (several
 * started at once on a new database) can deadlock in pg-boss's create_queue, each adding a
 * foreign key to pgboss.queue while the other waits on its row there; PostgreSQL then fails one
 * of them, which tries again and finds the queue made.
 */
export async function createQueueOnce(queue: JobQueue, name: string): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await queue.createQueue(name, { name });
      return;
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code !== DEADLOCK_DETECTED || attempt >= QUEUE_CREATION_ATTEMPTS) throw error;
    }
  }
}

/** pg-boss's $1, $2 ... parameters as drizzle parameters, in the same places. */
function withParameters(text: string, values: readonly unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, index) =>
      // pg sends undefined as NULL; drizzle would leave the parameter out.
      index % 2 === 0 ? sql.raw(piece) : sql.param(values[Number(piece) - 1] ?? null),
    ),
  );
}

/**
 * pg-boss's statements inside a drizzle transaction: jobs inserted through it commit or roll
 * back with the rows they are about.
 */
export function inTransaction(transaction: Transaction): PgBoss.Db {
  return {
    async executeSql(text, values) {
      const result = await transaction.execute(withParameters(text, values));
      // Database is typed for any driver; under node-postgres, execute answers pg's QueryResult.
      return { rows: (result as unknown as { rows: unknown[] }).rows };
    },
  };
}

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

/** The statements each queue has sent and not yet seen answered. */
const statementsInFlight = new WeakMap<JobQueue, Set<Promise<unknown>>>();

/**
 * Starts pg-boss on the application's pool (it creates or upgrades its schema on the first
 * start). Its statements go through pg with pg's own type parsing, not drizzle's.
 */
export async function startJobQueue(
  pool: pg.Pool,
  onError: (error: Error) => void,
): Promise<JobQueue> {
  const { default: PgBoss } = await import("pg-boss");
  const inFlight = new Set<Promise<unknown>>();
  const boss = new PgBoss({
    db: {
      executeSql(text, values) {
        const statement = pool.query(text, values);
        inFlight.add(statement);
        const settle = () => inFlight.delete(statement);
        statement.then(settle, settle);
        return statement;
      },
    },
    schema: "pgboss",
    schedule: false,
    maintenanceIntervalSeconds: MAINTENANCE_INTERVAL_SECONDS,
  });
  statementsInFlight.set(boss, inFlight);
  boss.on("error", onError);
  await boss.start();
  return boss;
}

/**
 * Stops the queue, letting a job under way finish, and resolves only once every statement it
 * sent has been answered. pg-boss marks a job done or failed without awaiting it, so its stop()
 * can resolve with that statement still out; a pool closed then would fail it.
 */
export async function stopJobQueue(boss: JobQueue, options: { timeout: number }): Promise<void> {
  await boss.stop({ graceful: true, timeout: options.timeout });
  await Promise.allSettled([...(statementsInFlight.get(boss) ?? [])]);
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

import { sql } from "drizzle-orm";
import type pg from "pg";
import {
  CONNECT_TIMEOUT_MS,
  type Database,
  POOL_SIZE,
  poolOf,
  type Transaction,
} from "./client.js";
import { DatabaseBusyError } from "./connection-errors.js";

/**
 * The LIKE pattern that finds `text` anywhere, in lower case as the searched expressions are
 * (schema.ts searchText), with LIKE's own wildcards taken literally.
 */
export function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * How long one statement of a search may run. A broad search of 100,000 participants takes a
 * few hundred milliseconds; one that runs far past that is cut short and answered as busy rather
 * than holding its connection while others wait.
 */
export const SEARCH_STATEMENT_TIMEOUT_MS = 3_000;

/** Turns for at most `capacity` holders at once, first come first served, each wait bounded. */
function createTurns(capacity: number, waitMs: number) {
  let holders = 0;
  const waiting: { start: () => void; timer: NodeJS.Timeout }[] = [];
  return {
    take(): Promise<void> {
      if (holders < capacity) {
        holders += 1;
        return Promise.resolve();
      }
      return new Promise((resolve, reject) => {
        const waiter = {
          start: resolve,
          timer: setTimeout(() => {
            waiting.splice(waiting.indexOf(waiter), 1);
            reject(new DatabaseBusyError("No turn for a search came free in time"));
          }, waitMs),
        };
        waiting.push(waiter);
      });
    },
    // The turn passes straight to the next waiter, so a newcomer never overtakes the queue.
    give(): void {
      const next = waiting.shift();
      if (next === undefined) {
        holders -= 1;
        return;
      }
      clearTimeout(next.timer);
      next.start();
    },
  };
}

type Turns = ReturnType<typeof createTurns>;
const turnsByPool = new WeakMap<pg.Pool, Turns>();

/**
 * The turns of a pool's searches: half its connections, so that however many searches are asked
 * at once, the other half stays free for everything else (signing in, saving). A
 * search waits for its turn no longer than the pool lets a request wait for a connection.
 */
function searchTurnsOf(db: Database): Turns {
  const pool = poolOf(db);
  let turns = turnsByPool.get(pool);
  if (turns === undefined) {
    const size = pool.options.max ?? POOL_SIZE;
    turns = createTurns(
      Math.max(1, Math.floor(size / 2)),
      pool.options.connectionTimeoutMillis || CONNECT_TIMEOUT_MS,
    );
    turnsByPool.set(pool, turns);
  }
  return turns;
}

/**
 * Runs the statements of one search (a page and its count) in one transaction on one
 * connection, each statement within SEARCH_STATEMENT_TIMEOUT_MS, in its turn among the searches
 * of the same pool. A search that gets no turn or connection in time, or runs out of time, throws
 * an error the error handler answers as busy.
 */
export async function runSearch<T>(
  db: Database,
  work: (transaction: Transaction) => Promise<T>,
): Promise<T> {
  const turns = searchTurnsOf(db);
  await turns.take();
  try {
    return await db.transaction(async (transaction) => {
      await transaction.execute(
        sql`select set_config('statement_timeout', ${String(SEARCH_STATEMENT_TIMEOUT_MS)}, true)`,
      );
      return work(transaction);
    });
  } finally {
    turns.give();
  }
}

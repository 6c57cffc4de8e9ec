import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { type DatabaseHandle, openDatabase } from "../db/client.js";
import type { DatabaseLog } from "../db/database-log.js";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server of this run: TEST_DATABASE_URL, or the embedded one (global setup). */
    testDatabaseUrl: string;
  }
}

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

// Tests about lost connections bring their own log; in the others a lost connection fails a query.
const quietLog: DatabaseLog = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * A fresh, migrated database of its own for one test file, on the run's PostgreSQL server, with
 * its address for a server process of its own.
 */
export async function createTestDatabase(): Promise<TestDatabase & { url: string }> {
  const adminUrl = inject("testDatabaseUrl");
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = openDatabase(url.toString(), quietLog);
  await handle.migrate();
  return {
    ...handle,
    url: url.toString(),
    async destroy() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        // pool.end() resolves before its connections have closed; wait a moment for them rather
        // than cut them off with the forced drop.
        for (let attempt = 0; attempt < 50; attempt += 1) {
          const result = await cleaner.query(
            "select count(*)::int as connections from pg_stat_activity where datname = $1",
            [name],
          );
          if (result.rows[0]?.connections === 0) break;
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await cleaner.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await cleaner.end();
      }
    },
  };
}

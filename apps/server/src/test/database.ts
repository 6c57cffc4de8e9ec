import { randomBytes } from "node:crypto";
import pg from "pg";
import { type DatabaseHandle, openDatabase } from "../db/client.js";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the connection and removes the database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: a new PostgreSQL database when
 * TEST_DATABASE_URL is set (CI), otherwise an in-memory PGlite.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const handle = await openDatabase({});
    await handle.migrate();
    return { ...handle, destroy: () => handle.close() };
  }

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
  const handle = await openDatabase({ databaseUrl: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    async destroy() {
      await handle.close();
      const cleaner = new pg.Client({ connectionString: adminUrl });
      await cleaner.connect();
      try {
        // pool.end() resolves before its connections have closed; a forced drop that kills one
        // of them makes the ended pool emit an error nobody listens to any more. Wait a moment.
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

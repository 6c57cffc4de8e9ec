import { readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { setUpTestDatabase } from "../test/file-database.js";
import { createRecordingLog } from "../test/recording-log.js";
import { openDatabase, poolOf } from "./client.js";
import { describeUnavailableDatabase, isDatabaseBusy } from "./connection-errors.js";

/** A local port nothing listens on any more. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== "object" || address === null) throw new Error("no port");
  return address.port;
}

async function errorOf(work: () => Promise<unknown>): Promise<unknown> {
  try {
    await work();
  } catch (error) {
    return error;
  }
  throw new Error("expected a failure");
}

const database = setUpTestDatabase();

describe("describeUnavailableDatabase", () => {
  it("names a server that refuses connections, through drizzle's wrapping", async () => {
    const unreachable = openDatabase(
      `postgres://postgres@127.0.0.1:${await closedPort()}/events`,
      createRecordingLog(),
    );
    try {
      const error = await errorOf(() => unreachable.db.execute(sql`select 1`));
      expect(describeUnavailableDatabase(error)).toMatch(/ECONNREFUSED/);
    } finally {
      await unreachable.close();
    }
  });

  it("names a connection the server ends", async () => {
    const error = await errorOf(() =>
      database.db.transaction(async (transaction) => {
        await transaction.execute(sql`select pg_terminate_backend(pg_backend_pid())`);
      }),
    );
    expect(describeUnavailableDatabase(error)).toMatch(/terminating connection|terminated/);
  });

  it("leaves a wrong query and a missing file alone", async () => {
    const wrongQuery = await errorOf(() => database.db.execute(sql`select * from no_such_table`));
    const missingFile = await errorOf(() => readFile("/no/such/file"));
    expect(describeUnavailableDatabase(wrongQuery)).toBeUndefined();
    expect(describeUnavailableDatabase(missingFile)).toBeUndefined();
    expect(isDatabaseBusy(wrongQuery)).toBe(false);
    expect(isDatabaseBusy(missingFile)).toBe(false);
  });
});

describe("isDatabaseBusy", () => {
  it("calls a wait for a connection of a full pool busy, not unavailable", async () => {
    const full = openDatabase({ connectionString: database.url, max: 1 }, createRecordingLog());
    const pool = poolOf(full.db);
    // The pool's one connection is taken first, with the default time to open it however busy
    // the machine; only then is the wait shortened, so the next request's wait times out for
    // certain, and never its own connecting.
    const held = await pool.connect();
    try {
      pool.options.connectionTimeoutMillis = 50;
      const error = await errorOf(() => full.db.transaction(() => full.db.execute(sql`select 1`)));
      expect(isDatabaseBusy(error)).toBe(true);
      expect(describeUnavailableDatabase(error)).toBeUndefined();
    } finally {
      held.release();
      await full.close();
    }
  });

  it("calls a statement cut short by its time-out busy", async () => {
    const error = await errorOf(() =>
      database.db.transaction(async (transaction) => {
        await transaction.execute(sql`set local statement_timeout = 20`);
        await transaction.execute(sql`select pg_sleep(5)`);
      }),
    );
    expect(isDatabaseBusy(error)).toBe(true);
    expect(describeUnavailableDatabase(error)).toBeUndefined();
  });
});

import { randomBytes } from "node:crypto";
import { readdir } from "node:fs/promises";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { MIGRATIONS_FOLDER, openDatabase } from "./client.js";
import type { DatabaseLog } from "./database-log.js";

const quietLog: DatabaseLog = { debug() {}, info() {}, warn() {}, error() {} };
const adminUrl = inject("testDatabaseUrl");
const name = `test_migrate_${Date.now()}_${randomBytes(4).toString("hex")}`;

async function asAdmin(statement: string) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

afterAll(async () => {
  await asAdmin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
});

describe("migrations", () => {
  it("run once when several servers start at once on a new database", async () => {
    await asAdmin(`CREATE DATABASE "${name}"`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const servers = [0, 1, 2].map(() => openDatabase(url.toString(), quietLog));
    try {
      await Promise.all(servers.map((server) => server.migrate()));
      const files = (await readdir(MIGRATIONS_FOLDER)).filter((file) => file.endsWith(".sql"));
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      const applied = await client.query(
        "select count(*)::int as count from drizzle.__drizzle_migrations",
      );
      await client.end();
      expect(applied.rows[0]?.count).toBe(files.length);
    } finally {
      await Promise.all(servers.map((server) => server.close()));
    }
  });
});

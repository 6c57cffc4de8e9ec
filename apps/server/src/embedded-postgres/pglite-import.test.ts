import { mkdtemp, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { eq, getTableName, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config.js";
import { type Database, MIGRATIONS_FOLDER } from "../db/client.js";
import * as schema from "../db/schema.js";
import { openConfiguredDatabase } from "../embedded-postgres/open-database.js";
import { createRecordingLog } from "../test/recording-log.js";
import { tablesInInsertOrder } from "./pglite-import.js";

/** Every row of every table, as PostgreSQL's own JSON text, in a stable order. */
async function readAllRows(db: Database) {
  const contents: Record<string, string[]> = {};
  for (const table of tablesInInsertOrder()) {
    const rows = await db
      .select({ row: sql<string>`row_to_json(${table})::text` })
      .from(table)
      .orderBy(sql`1`);
    contents[getTableName(table)] = rows.map(({ row }) => row);
  }
  return contents;
}

/** A folder as the previous server left it: PGlite, migrated, holding a little of everything. */
async function createPgliteFolder(folder: string) {
  const client = new PGlite(folder, { extensions: { pg_trgm } });
  const db = drizzle({ client, schema });
  await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  const [admin] = await db
    .insert(schema.users)
    .values({
      name: "Ada Admin",
      email: "Ada@Example.com",
      password_hash: "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA",
      type: "system_admin",
      is_verified: true,
      created_date: sql`'2024-05-06 07:08:09.123456+00'`,
    })
    .returning();
  if (!admin) throw new Error("no admin");
  await db.insert(schema.appSettings).values({ key: "secret_key", value: "k".repeat(43) });
  await db.insert(schema.sessions).values({
    user_id: admin.id,
    token_hash: "a".repeat(64),
    expires_at: new Date("2030-01-01T00:00:00Z"),
  });
  await db.insert(schema.signInChallenges).values({
    user_id: admin.id,
    browser_token_hash: "b".repeat(64),
    code_hash: "c".repeat(43),
    wrong_tries: 2,
    expires_at: new Date("2030-01-01T00:10:00Z"),
  });
  const [event] = await db
    .insert(schema.events)
    .values({
      event_name: "Graduation",
      event_type: "Ceremonies",
      event_datetime: "2025-06-30T18:30:00",
      end_datetime: "2025-06-30T21:00:00",
      invitee_number: 250,
      theme_colors: ["#112233", "#445566"],
      event_admin_id: admin.id,
    })
    .returning();
  if (!event) throw new Error("no event");
  await db.insert(schema.eventDocuments).values({
    event_id: event.id,
    original_filename: "programme.pdf",
    storage_key: "private/event-documents/1.pdf",
    file_type: "application/pdf",
    file_size: 9_007_199_254,
    uploaded_by: admin.id,
  });
  const [session] = await db
    .insert(schema.eventSessions)
    .values({
      event_id: event.id,
      name: "Opening",
      session_type: "other",
      other_session_type: "Welcome drinks",
      start_datetime: "2025-06-30T18:30:00",
      end_datetime: "2025-06-30T19:00:00",
    })
    .returning();
  if (!session) throw new Error("no session");
  await db.insert(schema.sessionDocuments).values({
    session_id: session.id,
    original_filename: "menu.txt",
    storage_key: "private/session-documents/2.txt",
    file_type: "text/plain",
    file_size: 12,
  });
  await db.insert(schema.participants).values(
    Array.from({ length: 1_500 }, (_, index) => ({
      event_id: event.id,
      name: `Guest ${index}`,
      email: `guest${index}@example.com`,
      username: `guest${index}`,
    })),
  );
  const rows = await readAllRows(db);
  await client.close();
  return rows;
}

describe("the previous embedded database (PGlite in DATA_DIR/db)", () => {
  const log = createRecordingLog();
  let dataDir: string;
  let rowsBefore: Record<string, string[]>;
  const importLines = () => log.lines.filter((line) => /^Imported \d+ rows/.test(line.message));

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "events-import-test-"));
    rowsBefore = await createPgliteFolder(path.join(dataDir, "db"));
    // PGlite starts as WebAssembly and writes 1,500 rows: slow when the machine is loaded.
  }, 180_000);

  it("is copied into the embedded PostgreSQL on its first start, every row as it was", async () => {
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), log);
    try {
      await database.migrate();
      const rowsAfter = await readAllRows(database.db);
      expect(rowsAfter.participants).toHaveLength(1_500);
      expect(rowsAfter.users?.[0]).toContain('"created_date":"2024-05-06T07:08:09.123456+00:00"');
      // The one row added is the import's own mark.
      const settings = rowsAfter.app_settings?.filter((row) => !row.includes("imported_pglite"));
      expect({ ...rowsAfter, app_settings: settings }).toEqual(rowsBefore);
    } finally {
      await database.close();
    }
    expect(importLines()).toHaveLength(1);
    expect(importLines()[0]?.message).toContain(path.join(dataDir, "db"));
    expect((await stat(path.join(dataDir, "db"))).isDirectory()).toBe(true);
  });

  it("is not copied again on the next start", async () => {
    const database = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), log);
    try {
      await database.db.delete(schema.participants).where(eq(schema.participants.name, "Guest 7"));
    } finally {
      await database.close();
    }

    const reopened = await openConfiguredDatabase(loadConfig({ DATA_DIR: dataDir }), log);
    try {
      await reopened.migrate();
      const participants = await reopened.db.select().from(schema.participants);
      expect(participants).toHaveLength(1_499);
    } finally {
      await reopened.close();
    }
    expect(importLines()).toHaveLength(1);
    expect(log.lines.filter((line) => line.level === "warn")).toEqual([]);
  });
});

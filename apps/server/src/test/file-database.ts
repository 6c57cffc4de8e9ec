import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client.js";
import { createTestDatabase, type TestDatabase } from "./database.js";

// Apart from module-test.ts, so that a test of the bare database or of its own app does not load
// the test app, its mail sink and its uploads.

/**
 * A fresh database of the calling test file alone, created in beforeAll and removed in afterAll,
 * for tests that build their own app or pool. Read its fields inside tests and hooks.
 */
export function setUpTestDatabase(): { readonly db: Database; readonly url: string } {
  let database: (TestDatabase & { url: string }) | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.destroy();
  });
  const ready = () => {
    if (!database) throw new Error("setUpTestDatabase: used before beforeAll ran");
    return database;
  };
  return {
    get db() {
      return ready().db;
    },
    get url() {
      return ready().url;
    },
  };
}

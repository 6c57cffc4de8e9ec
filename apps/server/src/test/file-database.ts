import { afterAll, beforeAll } from "vitest";
import type { Database } from "../db/client.js";
import { createTestDatabase } from "./database.js";

// Apart from module-test.ts, so that a test of the bare database or of its own app does not load
// the test app, its mail sink and its uploads.

/**
 * What `create` makes for the calling test file in beforeAll and `destroy` undoes in afterAll,
 * read through the function answered, inside tests and hooks only.
 */
export function setUpForFile<Value>(
  what: string,
  create: () => Promise<Value>,
  destroy: (value: Value) => Promise<void>,
): () => Value {
  let value: Value | undefined;
  beforeAll(async () => {
    value = await create();
  });
  afterAll(async () => {
    if (value !== undefined) await destroy(value);
  });
  return () => {
    if (value === undefined) throw new Error(`${what}: used before beforeAll ran`);
    return value;
  };
}

/**
 * A fresh database of the calling test file alone, created in beforeAll and removed in afterAll,
 * for tests that build their own app or pool. Read its fields inside tests and hooks.
 */
export function setUpTestDatabase(): { readonly db: Database; readonly url: string } {
  const ready = setUpForFile("setUpTestDatabase", createTestDatabase, (database) =>
    database.destroy(),
  );
  return {
    get db() {
      return ready().db;
    },
    get url() {
      return ready().url;
    },
  };
}

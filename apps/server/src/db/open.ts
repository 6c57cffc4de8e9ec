import path from "node:path";
import type { Config } from "../config.js";
import { type DatabaseHandle, openDatabase } from "./client.js";

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: path.resolve(config.DATA_DIR, "db"),
  });
}

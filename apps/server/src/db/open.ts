import path from "node:path";
import type { Config } from "../config.js";
import { type DatabaseHandle, openDatabase } from "./client.js";
import { EmbeddedDatabaseInUseError } from "./embedded-lock.js";

/** The database the configuration names: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDataDir: path.resolve(config.DATA_DIR, "db"),
  });
}

/** For the server and the command-line tools: a database in use elsewhere ends with one line. */
export async function openConfiguredDatabaseOrExit(config: Config): Promise<DatabaseHandle> {
  try {
    return await openConfiguredDatabase(config);
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

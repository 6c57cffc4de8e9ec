import path from "node:path";
import type { Config } from "../config.js";
import type { DatabaseHandle } from "../db/client.js";
import type { DatabaseLog } from "../db/database-log.js";
import { startEmbeddedCluster } from "./embedded-cluster.js";
import { EmbeddedDatabaseError } from "./embedded-lock.js";

/**
 * The database the configuration names: PostgreSQL at DATABASE_URL, else the embedded
 * PostgreSQL in DATA_DIR/pg, which runs for as long as the handle is open.
 */
export async function openConfiguredDatabase(
  config: Config,
  log: DatabaseLog,
): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    const { openDatabase } = await import("../db/client.js");
    return openDatabase(config.DATABASE_URL, log);
  }
  // PostgreSQL starts in a process of its own while the driver and drizzle load here.
  const [cluster, { openDatabase }, { importPgliteFolder }] = await Promise.all([
    startEmbeddedCluster({ dataDir: path.resolve(config.DATA_DIR, "pg"), log }),
    import("../db/client.js"),
    import("./pglite-import.js"),
  ]);
  const handle = openDatabase(cluster.connection, log);
  return {
    db: handle.db,
    async migrate() {
      await handle.migrate();
      // The data of the embedded database before this one (PGlite, in DATA_DIR/db) is part of
      // bringing this database up to date.
      await importPgliteFolder({ folder: path.resolve(config.DATA_DIR, "db"), db: handle.db, log });
    },
    async close() {
      await handle.close();
      await cluster.close();
    },
  };
}

/**
 * For the server and the command-line tools: the configured database, migrated. A folder in use
 * by another process (DATA_DIR/pg, or DATA_DIR/db being imported), or one the embedded
 * PostgreSQL cannot reach, ends the process with one line.
 */
export async function openMigratedDatabaseOrExit(
  config: Config,
  log: DatabaseLog,
): Promise<DatabaseHandle> {
  try {
    const database = await openConfiguredDatabase(config, log);
    await database.migrate();
    return database;
  } catch (error) {
    if (!(error instanceof EmbeddedDatabaseError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

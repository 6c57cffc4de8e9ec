import { cp, mkdtemp, rm } from "node:fs/promises";
import { eq, getTableName, is, sql } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import { type Database, MIGRATIONS_FOLDER } from "../db/client.js";
import type { DatabaseLog } from "../db/database-log.js";
import * as schema from "../db/schema.js";
import { lockEmbeddedDatabase } from "./embedded-lock.js";
import { pathExists } from "./path-exists.js";

/**
 * Written in the same transaction as the imported rows, so the data is there exactly when this
 * row is: a start cut short imports again, a finished import never twice.
 */
const IMPORTED_MARKER_KEY = "imported_pglite_folder";
const ROWS_PER_INSERT = 1000;

/** The schema's tables, each after the tables it refers to, so no foreign key is broken. */
export function tablesInInsertOrder(): PgTable[] {
  const ordered: PgTable[] = [];
  const visiting = new Set<PgTable>();
  const visit = (table: PgTable) => {
    if (ordered.includes(table) || visiting.has(table)) return;
    visiting.add(table);
    for (const foreignKey of getTableConfig(table).foreignKeys) {
      visit(foreignKey.reference().foreignTable);
    }
    ordered.push(table);
  };
  for (const value of Object.values(schema)) {
    if (is(value, PgTable)) visit(value);
  }
  return ordered;
}

async function isImported(db: Database): Promise<boolean> {
  const marker = await db
    .select()
    .from(schema.appSettings)
    .where(eq(schema.appSettings.key, IMPORTED_MARKER_KEY));
  return marker.length > 0;
}

async function holdsRows(db: Database, tables: PgTable[]): Promise<boolean> {
  for (const table of tables) {
    if ((await db.select().from(table).limit(1)).length > 0) return true;
  }
  return false;
}

export interface PgliteImportOptions {
  /** The previous embedded database's folder (DATA_DIR/db). */
  folder: string;
  /** The new database, migrated. */
  db: Database;
  log: DatabaseLog;
}

/**
 * Copies the data of the previous embedded database (PGlite) into the new one, once. The old
 * folder is only read, through a copy, and left in place. PGlite is loaded here and only here.
 */
export async function importPgliteFolder({ folder, db, log }: PgliteImportOptions): Promise<void> {
  if (!(await pathExists(folder)) || (await isImported(db))) return;
  const tables = tablesInInsertOrder();
  if (await holdsRows(db, tables)) {
    log.warn(
      `The previous embedded database in ${folder} was not imported: the new one already holds data. Move one of them away to decide.`,
    );
    return;
  }

  // A server of the previous version still running on the folder would change it under us.
  const releaseLock = lockEmbeddedDatabase(folder);
  const copy = await mkdtemp(`${folder}.import-`);
  try {
    await cp(folder, copy, { recursive: true });
    const { PGlite } = await import("@electric-sql/pglite");
    const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
    const { drizzle } = await import("drizzle-orm/pglite");
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // The migrations create pg_trgm, which PGlite loads only when asked.
    const source = new PGlite(copy, { extensions: { pg_trgm } });
    try {
      // A server a few versions old leaves the folder a few migrations behind: the copy is
      // brought level with the new database, so both sides have the same columns.
      await migrate(drizzle({ client: source }), { migrationsFolder: MIGRATIONS_FOLDER });
      const rowCount = await db.transaction(async (transaction) => {
        let copied = 0;
        for (const table of tables) {
          const name = getTableName(table);
          // Rows travel as PostgreSQL's own JSON text, never as JavaScript values, so
          // microseconds, wall-clock times and big numbers arrive exactly as they were.
          const { rows } = await source.query<{ row: string }>(
            `select row_to_json(t)::text as row from "${name}" t`,
          );
          for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
            const batch = `[${rows
              .slice(start, start + ROWS_PER_INSERT)
              .map(({ row }) => row)
              .join(",")}]`;
            await transaction.execute(
              sql`insert into ${table} select * from json_populate_recordset(null::${table}, ${batch}::json)`,
            );
          }
          const [counted] = await transaction
            .select({ count: sql<number>`count(*)::int` })
            .from(table);
          if (counted?.count !== rows.length) {
            throw new Error(
              `Importing ${name} from ${folder}: ${rows.length} rows read, ${counted?.count} written`,
            );
          }
          copied += rows.length;
        }
        await transaction
          .insert(schema.appSettings)
          .values({ key: IMPORTED_MARKER_KEY, value: `${folder} ${new Date().toISOString()}` });
        return copied;
      });
      log.info(
        `Imported ${rowCount} rows from the previous embedded database in ${folder}; that folder is left in place and may be removed.`,
      );
    } finally {
      await source.close();
    }
  } finally {
    await rm(copy, { recursive: true, force: true });
    releaseLock();
  }
}

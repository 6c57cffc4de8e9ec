import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.js";
import { findRow } from "../db/find-row.js";

/**
 * The row `where` picks, as stored. A test reads it to check what a call wrote, so a row that is
 * not there fails the test at once, with `missing` saying which.
 */
export async function storedRow<TTable extends PgTable>(
  db: Database,
  table: TTable,
  where: SQL,
  missing: string,
): Promise<TTable["$inferSelect"]> {
  const row = await findRow(db, table, where);
  if (!row) throw new Error(missing);
  return row;
}

import { getTableName, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "./client.js";

// drizzle types a write's values and its returned rows from the concrete table; of a table it
// only knows as generic it cannot, so the statements run on PgTable and the row is the table's.

type Row<TTable extends PgTable> = TTable["$inferSelect"];

/** Inserts one row of `table` and answers it as stored, with what the database filled in. */
export async function insertRow<TTable extends PgTable>(
  db: Database,
  table: TTable,
  values: TTable["$inferInsert"],
): Promise<Row<TTable>> {
  const [row] = await db
    .insert(table as PgTable)
    .values(values)
    .returning();
  // Without ON CONFLICT an insert that did not throw stored its row: this never happens.
  if (!row) throw new Error(`The ${getTableName(table)} row was not inserted`);
  return row as Row<TTable>;
}

/**
 * Changes the row of `table` that `where` picks and stamps updated_date with the transaction's
 * time; answers the row as changed, or undefined when none matched.
 */
export async function updateRow<TTable extends PgTable & { updated_date: PgColumn }>(
  db: Database,
  table: TTable,
  changes: PgUpdateSetSource<TTable>,
  where: SQL | undefined,
): Promise<Row<TTable> | undefined> {
  const [row] = await updateRowStatement(db, table, changes, where);
  return row as Row<TTable> | undefined;
}

/** updateRow's statement, not yet sent: to `.prepare()` it, with placeholders for its values. */
export function updateRowStatement<TTable extends PgTable & { updated_date: PgColumn }>(
  db: Database,
  table: TTable,
  changes: PgUpdateSetSource<TTable>,
  where: SQL | undefined,
) {
  return db
    .update(table as PgTable)
    .set({ ...changes, updated_date: sql`now()` })
    .where(where)
    .returning();
}

/** Deletes the row of `table` that `where` picks; answers it, or undefined when none matched. */
export async function deleteRow<TTable extends PgTable>(
  db: Database,
  table: TTable,
  where: SQL | undefined,
): Promise<Row<TTable> | undefined> {
  const [row] = await db
    .delete(table as PgTable)
    .where(where)
    .returning();
  return row as Row<TTable> | undefined;
}

/** Deletes the rows of `table` that `where` picks (all of them when undefined); answers how many. */
export async function deleteRows<TTable extends PgTable & { id: PgColumn }>(
  db: Database,
  table: TTable,
  where: SQL | undefined,
): Promise<number> {
  const deleted = await db
    .delete(table as PgTable)
    .where(where)
    .returning({ id: table.id });
  return deleted.length;
}

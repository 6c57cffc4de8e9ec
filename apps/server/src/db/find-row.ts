import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "./client.js";

type Row<TTable extends PgTable> = TTable["$inferSelect"] | undefined;

// drizzle cannot type a select from a table it only knows as generic: the row is the table's.
function selectFirst(db: Database, table: PgTable, where: SQL | undefined) {
  return db.select().from(table).where(where).limit(1);
}

/** The row of `table` that `where` picks (the first, should it pick more). */
export async function findRow<TTable extends PgTable>(
  db: Database,
  table: TTable,
  where: SQL | undefined,
): Promise<Row<TTable>> {
  const [row] = await selectFirst(db, table, where);
  return row as Row<TTable>;
}

/**
 * The row of `table` that `where` picks, locked until the transaction ends: no other change or
 * delete meanwhile, so the checks a service makes on it stay true while it acts on them.
 */
export async function findRowForUpdate<TTable extends PgTable>(
  transaction: Transaction,
  table: TTable,
  where: SQL | undefined,
): Promise<Row<TTable>> {
  const [row] = await selectFirst(transaction, table, where).for("update");
  return row as Row<TTable>;
}

/** The first row a select answers (it reads one at most), or undefined when it answers none. */
export async function firstRow<TRow>(query: {
  limit(count: number): PromiseLike<TRow[]>;
}): Promise<TRow | undefined> {
  const [row] = await query.limit(1);
  return row;
}

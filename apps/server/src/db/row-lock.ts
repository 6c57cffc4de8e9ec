import type { SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Transaction } from "./client.js";

/**
 * The row of `table` that `where` picks, locked until the transaction ends: no other change or
 * delete meanwhile, so the checks a service makes on it stay true while it acts on them.
 */
export async function findRowForUpdate<TTable extends PgTable>(
  transaction: Transaction,
  table: TTable,
  where: SQL | undefined,
): Promise<TTable["$inferSelect"] | undefined> {
  // drizzle cannot type a select from a table it only knows as generic: the row is the table's.
  const [row] = await transaction
    .select()
    .from(table as PgTable)
    .where(where)
    .limit(1)
    .for("update");
  return row as TTable["$inferSelect"] | undefined;
}

import { count, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "./client.js";

/** Which rows of a list a page holds. */
export interface PageRange {
  offset: number;
  limit: number;
}

/** A page of a list, and how many rows the list holds in all. */
export interface PageWithTotal<Row> {
  rows: Row[];
  total: number;
}

/**
 * The page `rows` reads, with the rows of `table` that `where` takes counted beside it, both
 * sent at once.
 */
export async function readPageWithTotal<Row>(
  db: Database,
  rows: PromiseLike<Row[]>,
  table: PgTable,
  where?: SQL,
): Promise<PageWithTotal<Row>> {
  const [page, [counted]] = await Promise.all([
    rows,
    db.select({ total: count() }).from(table).where(where),
  ]);
  return { rows: page, total: counted?.total ?? 0 };
}

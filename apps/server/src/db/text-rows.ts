import { type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type pg from "pg";
import { type Database, poolOf } from "./client.js";

/** A row as PostgreSQL writes it: each value its text (null stays null), in select order. */
export type TextRow = (string | null)[];

// Every value stays the text PostgreSQL sent: an export writes text out, so parsing a timestamp
// into a Date or JSON into objects only to write them back as text is wasted per row.
const AS_TEXT = {
  getTypeParser: () => (value: string) => value,
} as unknown as pg.CustomTypesConfig;

/** A query built with drizzle, as it would send it. */
export interface BuiltQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Runs a select and answers its rows as text, bypassing drizzle's row mapper and pg's type
 * parsing: for exports of many rows, where those are most of the time spent.
 */
export async function selectTextRows(db: Database, query: BuiltQuery): Promise<TextRow[]> {
  const { sql: text, params } = query.toSQL();
  const result = await poolOf(db).query<TextRow>({
    text,
    values: params,
    rowMode: "array",
    types: AS_TEXT,
  });
  return result.rows;
}

/** A timestamp as "YYYY-MM-DD HH:mm:ss" in UTC, as the spreadsheet writer writes a moment. */
export function momentAsText(time: PgColumn): SQL<string> {
  return sql<string>`to_char(${time} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
}

/**
 * Reads rows in batches by key like readInBatches, asking for the next batch as soon as one
 * arrives, so the database reads it while the caller writes the one before.
 */
export async function* readAheadInBatches<Row>(
  readBatch: (last: Row | undefined, batchRows: number) => Promise<Row[]>,
  batchRows: number,
): AsyncGenerator<Row[]> {
  let next = readBatch(undefined, batchRows);
  for (;;) {
    const rows = await next;
    const last = rows.at(-1);
    const isLast = !last || rows.length < batchRows;
    if (!isLast) {
      next = readBatch(last, batchRows);
      // Should the caller stop reading (a download cut short), a failure of the batch asked
      // for ahead is nobody's to handle; a caller that goes on still meets it at the await.
      next.catch(() => {});
    }
    if (rows.length > 0) yield rows;
    if (isLast) return;
  }
}

import { desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** Where a batch read newest first stopped: its last row's id and time. */
export interface NewestFirstCursor {
  id: string;
  /** The time as PostgreSQL writes it: a Date keeps milliseconds only. */
  cursor: string;
}

/**
 * Rows newest first by a timestamp, the id breaking ties, read a batch at a time from where the
 * last one stopped. The time goes from one batch to the next as text, with its microseconds:
 * through a Date, rows made within one millisecond would be skipped or read twice.
 */
export function newestFirst(time: PgColumn, id: PgColumn) {
  return {
    /** Select it as `cursor` beside the row's id. */
    cursor: sql<string>`${time}::text`,
    orderBy: [desc(time), desc(id)],
    /** The rows after `last` in this order; all of them for the first batch. */
    after(last: NewestFirstCursor | undefined): SQL | undefined {
      return last === undefined
        ? undefined
        : sql`(${time}, ${id}) < (${last.cursor}::timestamptz, ${last.id}::uuid)`;
    },
  };
}

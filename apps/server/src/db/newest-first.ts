import { decodeCursor, encodeCursor } from "@events/contract";
import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TextRow } from "./text-rows.js";

/** Where a batch read newest first stopped: its last row's id and time. */
export interface NewestFirstCursor {
  id: string;
  /** The time as PostgreSQL writes it: a Date keeps milliseconds only. */
  cursor: string;
}

/** A row's place as a list's `after` or `before`. */
export function toPageCursor(row: NewestFirstCursor): string {
  return encodeCursor({ time: row.cursor, id: row.id });
}

/** The place a page cursor names; the query's schema has refused any other string. */
export function fromPageCursor(cursor: string): NewestFirstCursor {
  const place = decodeCursor(cursor);
  if (!place) throw new Error("fromPageCursor: a cursor the query schema should have refused");
  return { cursor: place.time, id: place.id };
}

/**
 * Rows newest first by a timestamp, the id breaking ties, read a batch at a time from where the
 * last one stopped. The time goes from one batch to the next as text, with its microseconds:
 * through a Date, rows made within one millisecond would be skipped or read twice.
 */
export function newestFirst(time: PgColumn, id: PgColumn) {
  const place = (last: NewestFirstCursor) => sql`(${last.cursor}::timestamptz, ${last.id}::uuid)`;
  // The time alone beside the pair says the same again, for the planner: it estimates how
  // many rows a range of one column takes, not a range of a pair, and on a guess of a third
  // of the table it may sort rather than read the index.
  /** The rows after `last` in this order; all of them for the first batch. */
  function after(last: NewestFirstCursor | undefined): SQL | undefined {
    return last === undefined
      ? undefined
      : sql`${time} <= ${last.cursor}::timestamptz and (${time}, ${id}) < ${place(last)}`;
  }
  return {
    /** Select it as `cursor` beside the row's id. */
    cursor: sql<string>`${time}::text`,
    orderBy: [desc(time), desc(id)],
    /** Oldest first, for the rows before a place, read from it backwards. */
    reversedOrderBy: [asc(time), asc(id)],
    after,
    /**
     * The rows after `last`, a row read as text (text-rows.ts) whose last two columns are this
     * order's `cursor` and the id, selected in that order; all of them for the first batch.
     */
    afterTextRow(last: TextRow | undefined): SQL | undefined {
      return last === undefined
        ? undefined
        : after({ cursor: last.at(-2) ?? "", id: last.at(-1) ?? "" });
    },
    /** The rows before `first` in this order. */
    before(first: NewestFirstCursor): SQL {
      return sql`${time} >= ${first.cursor}::timestamptz and (${time}, ${id}) > ${place(first)}`;
    },
  };
}

import type { PgColumn } from "drizzle-orm/pg-core";
import { type KeysetPlace, keysetOrder } from "./keyset-order.js";
import type { TextRow } from "./text-rows.js";

/** Where a batch read newest first stopped: its last row's id and time. */
export type NewestFirstCursor = KeysetPlace;

/**
 * Rows newest first by a timestamp, the id breaking ties, read a batch at a time from where the
 * last one stopped. The time goes from one batch to the next as text, with its microseconds:
 * through a Date, rows made within one millisecond would be skipped or read twice.
 */
export function newestFirst(time: PgColumn, id: PgColumn) {
  const order = keysetOrder(time, id, { isDescending: true, type: "timestamptz" });
  return {
    ...order,
    /**
     * The rows after `last`, a row read as text (text-rows.ts) whose last two columns are this
     * order's `cursor` and the id, selected in that order; all of them for the first batch.
     */
    afterTextRow(last: TextRow | undefined) {
      return last === undefined
        ? undefined
        : order.after({ cursor: last.at(-2) ?? "", id: last.at(-1) ?? "" });
    },
  };
}

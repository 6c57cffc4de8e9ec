import { decodeCursor, encodeCursor } from "@events/contract";
import { asc, desc, type Placeholder, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";

/** Where a row stands in a keyset order: its id, and its sorted column's value as text. */
export interface KeysetPlace {
  id: string;
  /** The value as PostgreSQL writes it: a Date keeps milliseconds only. */
  cursor: string;
}

/** A place, or the placeholders of a prepared statement that is sent one. */
type PlaceValues = { [Key in keyof KeysetPlace]: KeysetPlace[Key] | Placeholder };

/** Where a page starts: so many rows in, or right after or before a row's place. */
export type PagePlace<Place = KeysetPlace> =
  | { offset: number }
  | { after: Place }
  | { before: Place };

/** How many rows a page at `place` skips: none after or before a place. */
export function offsetOf(place: PagePlace): number {
  return "offset" in place ? place.offset : 0;
}

/** A page's rows, and whether pages lie after and before it. */
export interface KeysetPage<Row> {
  rows: Row[];
  hasNext: boolean;
  hasPrevious: boolean;
}

/** A row's place in the list read in `sort`, as the list's `after` or `before`. */
export function toPageCursor(sort: string, row: KeysetPlace): string {
  return encodeCursor({ sort, value: row.cursor, id: row.id });
}

/** The place a page cursor names; the query's schema has refused any other string. */
export function fromPageCursor(cursor: string): KeysetPlace {
  const place = decodeCursor(cursor);
  if (!place) throw new Error("fromPageCursor: a cursor the query schema should have refused");
  return { cursor: place.value, id: place.id };
}

/**
 * Rows ordered by one column, the id breaking ties, in one direction, read from a row's place
 * by comparing (column, id) as one row value: an index on (..., column, id) reads the page
 * from there, forwards or backwards, however deep it is. The place goes as text of the
 * column's type, so a time keeps its microseconds.
 */
export function keysetOrder(
  column: PgColumn,
  id: PgColumn,
  { isDescending, type }: { isDescending: boolean; type: "timestamptz" | "text" },
) {
  const typedValue = (place: PlaceValues) => sql`${place.cursor}::${sql.raw(type)}`;
  // The column alone beside the pair says the same again, for the planner: it estimates how
  // many rows a range of one column takes, not a range of a pair, and on a guess of a third
  // of the table it may sort rather than read the index.
  const beyond = (place: PlaceValues, isForward: boolean) => {
    const comparison = sql.raw(isForward === isDescending ? "<" : ">");
    return sql`${column} ${comparison}= ${typedValue(place)} and (${column}, ${id}) ${comparison} (${typedValue(place)}, ${place.id}::uuid)`;
  };
  const [forward, backward] = isDescending ? [desc, asc] : [asc, desc];
  const orderBy = [forward(column), forward(id)];
  const reversedOrderBy = [backward(column), backward(id)];
  return {
    /** Select it as `cursor` beside the row's id. */
    cursor: sql<string>`${column}::text`,
    orderBy,
    /** The other way round, for the rows before a place, read from it backwards. */
    reversedOrderBy,
    /** The rows after `last` in this order. */
    after: (last: PlaceValues): SQL => beyond(last, true),
    /** The rows before `first` in this order. */
    before: (first: PlaceValues): SQL => beyond(first, false),
    /** What a page at `place` takes beside the list's filters: all rows for a page by number. */
    whereAt(place: PagePlace<PlaceValues>): SQL | undefined {
      if ("after" in place) return beyond(place.after, true);
      return "before" in place ? beyond(place.before, false) : undefined;
    },
    /** The order a page at `place` is read in: backwards for the page before a place. */
    orderAt(place: PagePlace<PlaceValues>): SQL[] {
      return "before" in place ? reversedOrderBy : orderBy;
    },
  };
}

/**
 * The page of `limit` rows at `place`, from a read of limit + 1 rows in orderAt(place): the one
 * row more tells whether another page follows in the direction read.
 */
export function settlePage<Row>(read: Row[], place: PagePlace, limit: number): KeysetPage<Row> {
  const isMore = read.length > limit;
  const rows = read.slice(0, limit);
  if ("before" in place) return { rows: rows.reverse(), hasNext: true, hasPrevious: isMore };
  return { rows, hasNext: isMore, hasPrevious: "after" in place || place.offset > 0 };
}

/** The cursors of a page's first and last rows to the pages beside it; null where none is. */
export function pageCursors(
  sort: string,
  page: KeysetPage<KeysetPlace>,
): { next_cursor: string | null; previous_cursor: string | null } {
  const [first, last] = [page.rows[0], page.rows.at(-1)];
  return {
    next_cursor: page.hasNext && last ? toPageCursor(sort, last) : null,
    previous_cursor: page.hasPrevious && first ? toPageCursor(sort, first) : null,
  };
}

import { asc, desc, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PageRange } from "./page-with-total.js";

/** The column a list's sort parameter names ('name', or '-name' for descending) and its direction. */
export function sortColumn<TField extends string>(
  sort: TField | `-${TField}`,
  columns: Readonly<Record<TField, AnyPgColumn>>,
): { column: AnyPgColumn; isDescending: boolean } {
  const isDescending = sort.startsWith("-");
  const field = (isDescending ? sort.slice(1) : sort) as TField;
  return { column: columns[field], isDescending };
}

/**
 * The order a list's sort parameter asks for: its column, then `id` in the same direction, so
 * pages never share or skip a row. With `nullsLast`, rows without a value come last either way.
 */
export function orderBySort<TField extends string>(
  sort: TField | `-${TField}`,
  columns: Readonly<Record<TField, AnyPgColumn>>,
  id: AnyPgColumn,
  { nullsLast = false } = {},
): SQL[] {
  const { column, isDescending } = sortColumn(sort, columns);
  if (nullsLast) {
    return isDescending
      ? [sql`${column} desc nulls last`, desc(id)]
      : [sql`${column} asc nulls last`, asc(id)];
  }
  const direction = isDescending ? desc : asc;
  return [direction(column), direction(id)];
}

/** Which page of a sorted list to read. */
export interface SortedPage<TSort extends string> extends PageRange {
  sort: TSort;
}

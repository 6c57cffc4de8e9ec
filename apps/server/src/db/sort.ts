import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * The column a list's sort parameter names ('name', or '-name' for descending) and its direction.
 * The caller orders by it, then by the id in the same direction, so pages never share or skip a
 * row.
 */
export function sortColumn<TField extends string>(
  sort: TField | `-${TField}`,
  columns: Readonly<Record<TField, AnyPgColumn>>,
): { column: AnyPgColumn; isDescending: boolean } {
  const isDescending = sort.startsWith("-");
  const field = (isDescending ? sort.slice(1) : sort) as TField;
  return { column: columns[field], isDescending };
}

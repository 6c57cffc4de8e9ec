/** Whether any of the values contains the query, ignoring case; an empty query matches all. */
export function includesQuery(
  values: readonly (string | null | undefined)[],
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (needle === "") return true;
  return values.some((value) => value?.toLowerCase().includes(needle));
}

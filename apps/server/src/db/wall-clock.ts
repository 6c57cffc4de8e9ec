// Events and sessions store wall-clock times (DESIGN §6) and present them the same way.

const WALL_CLOCK_PREFIX = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})/;

/**
 * A wall-clock time as the API shows it, YYYY-MM-DDTHH:mm:ss. PostgreSQL writes timestamps with
 * a space and, had they any, fractional seconds; neither is part of the contract.
 */
export function formatWallClock(value: string | null): string | null {
  if (value === null) return null;
  const match = WALL_CLOCK_PREFIX.exec(value);
  if (!match) throw new Error(`Not a wall-clock time: ${value}`);
  return `${match[1]}T${match[2]}`;
}

/** formatWallClock of a column that is never null (a session's start and end). */
export function formatRequiredWallClock(value: string): string {
  const formatted = formatWallClock(value);
  if (formatted === null) throw new Error("A required wall-clock time is missing");
  return formatted;
}

/** The row with its wall-clock columns as the API shows them, for the activity log's changes. */
export function withWallClocks<Row extends object>(
  row: Row | null,
  columns: readonly {
    [Key in keyof Row]: Row[Key] extends string | null ? Key : never;
  }[keyof Row][],
): Row | null {
  if (row === null) return null;
  const formatted = { ...row };
  for (const column of columns) {
    formatted[column] = formatWallClock(row[column] as string | null) as Row[typeof column];
  }
  return formatted;
}

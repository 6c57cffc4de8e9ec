// The plain rules of common.ts, apart from its schemas: the public registration page checks
// answers with them on its first load, and zod should not come with them.

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a YYYY-MM-DD text names a day that exists (not 30 February, not month 13). */
export function isRealDay(value: string): boolean {
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

/** Whether the text is a real day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  return DAY_PATTERN.test(value) && isRealDay(value);
}

export function atMostCharacters(max: number): string {
  return `At most ${max} characters`;
}

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

/**
 * zod's uuid() pattern (versions 1 to 8 of RFC 9562, the nil and the max UUID), for a page that
 * tells an id from any other text before zod has loaded; uuid-rule.test.ts (server) holds it to
 * zod's.
 */
export const UUID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function atMostCharacters(max: number): string {
  return `At most ${max} characters`;
}

// zod's e-mail pattern, widened to the host "localhost": the first system admin of a fresh
// installation is admin@localhost (DESIGN §3) and must be able to sign in.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}|localhost)$/;
export const EMAIL_MAX_LENGTH = 254;
export const INVALID_EMAIL_MESSAGE = "Enter a valid email address";
export const EMAIL_REQUIRED_MESSAGE = "Email is required";
export const EMAIL_TOO_LONG_MESSAGE = "Email is too long";

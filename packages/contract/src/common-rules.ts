// The plain rules and messages of common.ts, apart from its schemas: the public registration
// page checks answers with them on its first load, and a page that reads a server's message by
// its code (error-codes.ts) needs the messages; zod should not come with them.

export const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A secret the server made up and sent in a link or an answer (a sign-in step's, a door
 * invitation's): 32 random bytes as 43 base64url characters.
 */
export const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** A record's secret in a link: the record's id, a dot, then a secret as SECRET_PATTERN. */
export const RECORD_SECRET_PATTERN = /^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/;

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

/** The records an id may name, as a field's message calls them. */
export const RECORD_NAMES = {
  delivery: "a delivery",
  device: "a device",
  document: "a document",
  event: "an event",
  message: "a message",
  participant: "a participant",
  passkey: "a passkey",
  question: "a question",
  registration: "a registration",
  session: "a session",
  token: "a token",
  user: "a user",
  webhook: "a webhook",
} as const;

/**
 * Messages about one field of a request, named as the API names it (`event_id`, `since`). Each
 * is an error template whose value is the field's name (error-codes.ts).
 */
export const FIELD_MESSAGES = {
  recordId: (field: string, record: keyof typeof RECORD_NAMES) =>
    `${field} must be ${RECORD_NAMES[record]} id`,
  required: (field: string) => `${field} is required`,
  notValid: (field: string) => `${field} is not valid`,
  tooLong: (field: string) => `${field} is too long`,
  text: (field: string) => `${field} must be text`,
  trueOrFalse: (field: string) => `${field} must be true or false`,
  isoTime: (field: string) => `${field} must be an ISO 8601 time`,
} as const;

export const LANGUAGE_MESSAGE = "Choose one of the languages offered";

export const END_BEFORE_START_MESSAGE = "The end cannot be before the start";

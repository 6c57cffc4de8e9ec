// Event time zones' plain rules, apart from the schema (time-zones.ts): IANA names, checked with
// the runtime's own zone data so the server accepts what the browser's list offers, aliases such
// as Europe/Kyiv included. A page that reads a server's message by its code (error-codes.ts)
// needs the message without zod.

export const TIME_ZONE_MAX_LENGTH = 64;
export const DEFAULT_TIME_ZONE = "UTC";
export const INVALID_TIME_ZONE_MESSAGE = "Choose a time zone from the list, like Europe/Berlin";

const TIME_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/** Whether the text names a zone the runtime knows (IANA name or alias, as written). */
export function isTimeZone(name: string): boolean {
  if (name.length > TIME_ZONE_MAX_LENGTH || !TIME_ZONE_PATTERN.test(name)) return false;
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The zones to choose from: UTC first (Intl does not list it), then the runtime's IANA names. */
export function listTimeZones(): string[] {
  return [
    DEFAULT_TIME_ZONE,
    ...Intl.supportedValuesOf("timeZone").filter((zone) => zone !== DEFAULT_TIME_ZONE),
  ];
}

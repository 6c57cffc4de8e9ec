import { z } from "zod";
import { INVALID_TIME_ZONE_MESSAGE, isTimeZone } from "./time-zone-rules.js";

export * from "./time-zone-rules.js";

// Event time zones: IANA names, checked with the runtime's own zone data (time-zone-rules.ts).

export const timeZoneSchema = z
  .string({ error: INVALID_TIME_ZONE_MESSAGE })
  .trim()
  .refine(isTimeZone, INVALID_TIME_ZONE_MESSAGE)
  .describe("An IANA time zone name, like Europe/Berlin or UTC");

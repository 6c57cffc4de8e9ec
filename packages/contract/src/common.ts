import { z } from "zod";
import {
  atMostCharacters,
  DAY_PATTERN,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  END_BEFORE_START_MESSAGE,
  FIELD_MESSAGES,
  INVALID_EMAIL_MESSAGE,
  isRealDay,
  LANGUAGE_MESSAGE,
  type RECORD_NAMES,
} from "./common-rules.js";
import { LANGUAGES } from "./languages.js";

export {
  atMostCharacters,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  EMAIL_REQUIRED_MESSAGE,
  EMAIL_TOO_LONG_MESSAGE,
  END_BEFORE_START_MESSAGE,
  FIELD_MESSAGES,
  INVALID_EMAIL_MESSAGE,
  isCalendarDay,
  isUuid,
  LANGUAGE_MESSAGE,
  RECORD_NAMES,
} from "./common-rules.js";

export const errorParamsSchema = z.record(z.string(), z.union([z.string(), z.number()]));

export const errorResponseSchema = z
  .object({
    error: z.string().describe("A message a person can read, in English"),
    code: z
      .string()
      .describe("The message's stable code (`group.key`, error-codes.ts), to show it translated"),
    params: errorParamsSchema
      .optional()
      .describe("The values a message made from a template was filled in with"),
    details: z
      .array(
        z.object({
          field: z.string(),
          message: z.string(),
          code: z.string().optional().describe("The message's code, where it has one"),
          params: errorParamsSchema.optional(),
        }),
      )
      .optional()
      .describe("One entry per invalid field, for 400 answers"),
  })
  .describe("Every error answer");
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const uuidSchema = z.uuid();

/** One of a fixed list; anything else answers "<label> must be one of <the values>". */
export function oneOfSchema<const Values extends readonly [string, ...string[]]>(
  values: Values,
  label: string,
) {
  return z.enum(values, { error: `${label} must be one of ${values.join(", ")}` });
}

/**
 * Path parameters or form fields holding record ids, named field → record; a malformed one
 * answers "<field> must be a <record> id".
 */
export function recordIdsSchema<const Fields extends Record<string, keyof typeof RECORD_NAMES>>(
  fields: Fields,
) {
  const shape = Object.fromEntries(
    Object.entries(fields).map(([field, record]) => [
      field,
      z.uuid(FIELD_MESSAGES.recordId(field, record)),
    ]),
  ) as { [Field in keyof Fields]: z.ZodUUID };
  return z.object(shape);
}

/** A real day as YYYY-MM-DD. */
export function calendarDaySchema(field: string) {
  return z
    .string()
    .regex(DAY_PATTERN, { error: `${field} must be YYYY-MM-DD`, abort: true })
    .refine(isRealDay, `${field} must be a real day`);
}

// Rules several resources share; each resource's file imports them, none redefines them.

/** Forms send an untouched field as '' (multipart) or null (JSON): both mean 'not given'. */
export function blankToNull(value: unknown): unknown {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "")
    ? null
    : value;
}

/** Text that must be given; `message` is the resource's own words for a missing field. */
export function requiredText(max: number, message: string) {
  return z.string({ error: message }).trim().min(1, message).max(max, atMostCharacters(max));
}

/** Text that may be left blank, kept as null. */
export function optionalText(max: number) {
  return z.preprocess(blankToNull, z.string().trim().max(max, atMostCharacters(max)).nullable());
}

/** Plain text: no control characters (a NUL the database refuses, a line break in a name). */
export const NO_CONTROL_CHARACTERS = /^[^\p{Cc}]*$/u;

export const emailSchema = z
  .string({ error: EMAIL_REQUIRED_MESSAGE })
  .trim()
  .min(1, EMAIL_REQUIRED_MESSAGE)
  .max(EMAIL_MAX_LENGTH, EMAIL_TOO_LONG_MESSAGE)
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: INVALID_EMAIL_MESSAGE }));

/** Wall-clock time without a zone (DESIGN §6), shown exactly as entered. */
export const WALL_CLOCK_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/;
export const wallClockSchema = z
  .string()
  .regex(WALL_CLOCK_PATTERN, "Use the form YYYY-MM-DDTHH:mm:ss")
  .refine((value) => {
    const date = new Date(`${value}Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Not a real date and time");

/**
 * Reports an end before its start on the end field. Wall-clock strings of one form compare
 * correctly as text; a missing side is the field's own rule to report.
 */
export function refineEndNotBeforeStart<T>(
  start: (value: T) => string | null | undefined,
  end: (value: T) => string | null | undefined,
  endField: string,
) {
  return (value: T, context: z.RefinementCtx) => {
    const startValue = start(value);
    const endValue = end(value);
    if (startValue && endValue && endValue < startValue) {
      context.addIssue({ code: "custom", path: [endField], message: END_BEFORE_START_MESSAGE });
    }
  };
}

/** One of the languages the product speaks (languages.ts). */
export const languageSchema = z.enum(LANGUAGES, LANGUAGE_MESSAGE);

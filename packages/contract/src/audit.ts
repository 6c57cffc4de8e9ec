import { z } from "zod";
import {
  AUDIT_ACTIONS,
  AUDIT_ACTOR_ROLES,
  AUDIT_ENTITY_TYPES,
  AUDIT_LOG_MESSAGES,
} from "./audit-constants.js";
import { FIELD_MESSAGES, isCalendarDay, oneOfSchema } from "./common.js";
import {
  type CursorOrder,
  cursorPageInfoSchema,
  cursorQueryFields,
  estimatedTotalInfoSchema,
  pageInfoSchema,
  pageQueryFields,
  withCursorRules,
} from "./lists.js";

export * from "./audit-constants.js";

// The values are JSON of any shape (text, numbers, lists of colours), written as they are.
const auditValueSchema = z.unknown().describe("Any JSON value");

/** {field: [before, after]}; a created record has null befores, a deleted one null afters. */
// An array of two rather than a tuple: the compiled answer writer writes an array of any JSON,
// but refuses tuple items that declare no type.
export const auditChangesSchema = z.record(
  z.string(),
  z.array(auditValueSchema).length(2).describe("[before, after]"),
);
export type AuditChanges = Record<string, [before: unknown, after: unknown]>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  created_at: z.string().describe("UTC ISO 8601"),
  actor_id: z.uuid().nullable().describe("null for the server itself and for the not signed in"),
  actor_name: z
    .string()
    .nullable()
    .describe("As it was then; for a failed sign-in, the e-mail address that was tried"),
  actor_role: z.enum(AUDIT_ACTOR_ROLES),
  action: z.enum(AUDIT_ACTIONS),
  entity_type: z.enum(AUDIT_ENTITY_TYPES),
  entity_id: z.uuid().nullable(),
  event_id: z.uuid().nullable(),
  event_name: z.string().nullable().describe("The event's name now; null once it is deleted"),
  changes: auditChangesSchema,
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  via_token: z
    .string()
    .nullable()
    .describe("The API token's name (as it was then) when the change was made with one"),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A day (YYYY-MM-DD, a whole UTC day) or an instant (ISO 8601 with a zone). */
const instantSchema = z.iso.datetime({ offset: true });

function dayOrInstantSchema(field: string) {
  return z
    .string({ error: FIELD_MESSAGES.text(field) })
    .refine(
      (value) => isCalendarDay(value) || instantSchema.safeParse(value).success,
      AUDIT_LOG_MESSAGES.dayOrInstant(field),
    );
}

const auditLogFilterShape = {
  event_id: z.uuid(FIELD_MESSAGES.recordId("event_id", "event")).optional(),
  actor_id: z.uuid(FIELD_MESSAGES.recordId("actor_id", "user")).optional(),
  entity_type: oneOfSchema(AUDIT_ENTITY_TYPES, "entity_type").optional(),
  action: oneOfSchema(AUDIT_ACTIONS, "action").optional(),
  from: dayOrInstantSchema("from")
    .optional()
    .describe("YYYY-MM-DD (from the start of that UTC day) or an ISO date-time"),
  to: dayOrInstantSchema("to")
    .optional()
    .describe("YYYY-MM-DD (to the end of that UTC day, inclusive) or an ISO date-time"),
};

/**
 * The instant a filter stands for: `from` is the first instant taken, `to` the first instant
 * after those taken (the day after a day, a millisecond after an instant).
 */
export function auditFilterBound(value: string, bound: "from" | "to"): Date {
  const start = new Date(value.length > 10 ? value : `${value}T00:00:00Z`);
  if (bound === "from") return start;
  return new Date(start.getTime() + (value.length > 10 ? 1 : 24 * 60 * 60 * 1000));
}

interface DateRange {
  from?: string | undefined;
  to?: string | undefined;
}

function fromNotAfterTo(query: DateRange) {
  return (
    query.from === undefined ||
    query.to === undefined ||
    auditFilterBound(query.from, "from") < auditFilterBound(query.to, "to")
  );
}

/** The filters with more parameters beside them; from must not be after to. */
function auditQuerySchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return (
    z
      .object({ ...auditLogFilterShape, ...shape })
      // zod cannot see through the generic shape that from and to are still the filters' own.
      .refine((query) => fromNotAfterTo(query as DateRange), {
        message: AUDIT_LOG_MESSAGES.fromAfterTo,
        path: ["from"],
      })
  );
}

export const auditLogFiltersSchema = auditQuerySchema({});
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

/** The log's one order, newest first, as its cursors name it. */
export const AUDIT_LOG_ORDER: CursorOrder = { sort: "-created_at", valueKind: "time" };

export const auditLogQuerySchema = withCursorRules(
  auditQuerySchema({
    page: pageQueryFields.page,
    page_size: pageQueryFields.page_size,
    ...cursorQueryFields,
  }),
  () => AUDIT_LOG_ORDER,
);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditLogExportQuerySchema = auditQuerySchema({
  format: z.literal("csv", AUDIT_LOG_MESSAGES.exportFormat).describe("csv"),
});
export type AuditLogExportQuery = z.infer<typeof auditLogExportQuerySchema>;

export const auditLogPageSchema = z
  .object({ entries: z.array(auditEntrySchema) })
  .extend(pageInfoSchema.shape)
  .extend(estimatedTotalInfoSchema.shape)
  .extend(cursorPageInfoSchema.shape);
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

import { z } from "zod";
import { FIELD_MESSAGES, recordIdsSchema } from "./common.js";
import { sessionSchema } from "./sessions.js";

// The agenda's schemas: the conflicts call and the calendar link of an event.

export * from "./session-agenda-rules.js";

export const conflictSessionSchema = sessionSchema.pick({
  id: true,
  name: true,
  venue: true,
  start_datetime: true,
  end_datetime: true,
});
export type ConflictSession = z.infer<typeof conflictSessionSchema>;

export const sessionConflictsResponseSchema = z.object({
  conflicts: z
    .array(
      z.object({
        first: conflictSessionSchema.describe("The session that starts first"),
        second: conflictSessionSchema,
      }),
    )
    .describe("Pairs of the event's sessions in one venue at overlapping times"),
});
export type SessionConflictsResponse = z.infer<typeof sessionConflictsResponseSchema>;

export const calendarLinkResponseSchema = z.object({
  url: z
    .string()
    .describe("The event's iCalendar feed, with its token: anyone holding it can read the agenda"),
});
export type CalendarLinkResponse = z.infer<typeof calendarLinkResponseSchema>;
export const rotatedCalendarLinkResponseSchema = calendarLinkResponseSchema.extend({
  message: z.string(),
});
export type RotatedCalendarLinkResponse = z.infer<typeof rotatedCalendarLinkResponseSchema>;

export const calendarFeedParamsSchema = recordIdsSchema({ eventId: "event" });
export const calendarFeedQuerySchema = z.object({
  token: z
    .string({ error: FIELD_MESSAGES.required("token") })
    .min(1, FIELD_MESSAGES.required("token"))
    .max(200, FIELD_MESSAGES.tooLong("token"))
    .describe("The event's calendar token, from its calendar link"),
});

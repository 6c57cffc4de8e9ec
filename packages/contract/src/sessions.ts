import { z } from "zod";
import {
  blankToNull,
  FIELD_MESSAGES,
  oneOfSchema,
  recordIdsSchema,
  refineEndNotBeforeStart,
  requiredText,
  wallClockSchema,
} from "./common.js";
import { SESSION_MESSAGES, SESSION_TYPES } from "./session-constants.js";

export * from "./session-constants.js";

// Sessions of an event (spec doc 2 §3, §5, §7; DESIGN §7).
export const sessionTypeSchema = oneOfSchema(SESSION_TYPES, "Session type");

export const sessionTypeItemSchema = z.object({ name: z.string(), value: sessionTypeSchema });
export const sessionTypesResponseSchema = z.array(sessionTypeItemSchema);
export type SessionTypesResponse = z.infer<typeof sessionTypesResponseSchema>;

const requiredWallClock = z.preprocess(
  (value) => blankToNull(value) ?? undefined,
  z.string({ error: SESSION_MESSAGES.datesRequired }).pipe(wallClockSchema),
);

type SessionTimes = { start_datetime: string; end_datetime: string };

/** The multipart text fields of create-session and update-session. */
export const sessionInputSchema = z
  .object({
    event_id: z.uuid(FIELD_MESSAGES.recordId("event_id", "event")),
    name: requiredText(200, SESSION_MESSAGES.requiredFields),
    description: z.preprocess(blankToNull, z.string().trim().max(10_000).nullable()),
    session_type: sessionTypeSchema,
    other_session_type: z.preprocess(blankToNull, z.string().trim().max(100).nullable()),
    venue: z.preprocess(blankToNull, z.string().trim().max(500).nullable()),
    start_datetime: requiredWallClock,
    end_datetime: requiredWallClock,
    image_url: z
      .preprocess(blankToNull, z.string().max(500).nullable())
      .describe("The session's current image path, kept when no new image is sent"),
  })
  .superRefine((session, context) => {
    if (session.session_type === "other" && !session.other_session_type) {
      context.addIssue({
        code: "custom",
        path: ["other_session_type"],
        message: SESSION_MESSAGES.otherTypeRequired,
      });
    }
    refineEndNotBeforeStart<SessionTimes>(
      (times) => times.start_datetime,
      (times) => times.end_datetime,
      "end_datetime",
    )(session, context);
  });
export type SessionInput = z.infer<typeof sessionInputSchema>;

export const sessionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  event_id: z.uuid(),
  session_type: sessionTypeSchema,
  other_session_type: z.string().nullable().describe("Only when session_type is other"),
  start_datetime: z.string().describe("Wall-clock YYYY-MM-DDTHH:mm:ss"),
  end_datetime: z.string().describe("Wall-clock YYYY-MM-DDTHH:mm:ss"),
  venue: z.string().nullable(),
  image: z.string().nullable().describe("A path under /media, or null"),
  image_url: z.string().nullable().describe("The same as image, as the forms read it"),
  document: z
    .string()
    .nullable()
    .describe("The session document's view path (/api/sessions/view-document/{id}), or null"),
  created_date: z.string(),
  updated_date: z.string(),
});
export type Session = z.infer<typeof sessionSchema>;

export const sessionsListResponseSchema = z.object({ sessions: z.array(sessionSchema) });
export type SessionsListResponse = z.infer<typeof sessionsListResponseSchema>;
export const sessionResponseSchema = z.object({ session: sessionSchema, message: z.string() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const sessionDocumentSchema = z.object({
  id: z.uuid(),
  document_id: z.uuid().describe("The same value as id"),
  session_id: z.uuid(),
  original_filename: z.string(),
  file_type: z.string(),
  file_size: z.number().int(),
  uploaded_date: z.string().describe("UTC ISO 8601"),
});
export type SessionDocument = z.infer<typeof sessionDocumentSchema>;
export const sessionDocumentResponseSchema = z.object({ response: sessionDocumentSchema });
export type SessionDocumentResponse = z.infer<typeof sessionDocumentResponseSchema>;

// Path parameters and the upload's text field (server routes; additive).
export const sessionEventIdParamsSchema = recordIdsSchema({ eventId: "event" });
export const sessionIdParamsSchema = recordIdsSchema({ id: "session" });
export const sessionDocumentSessionParamsSchema = recordIdsSchema({ sessionId: "session" });
export const sessionDocumentIdParamsSchema = recordIdsSchema({ documentId: "document" });
export const deleteSessionDocumentParamsSchema = recordIdsSchema({
  documentId: "document",
  sessionId: "session",
});
export const uploadSessionDocumentFieldsSchema = recordIdsSchema({ session_id: "session" });

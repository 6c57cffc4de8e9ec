import { z } from "zod";
import { answersSchema } from "./answers.js";
import {
  atMostCharacters,
  blankToNull,
  emailSchema,
  FIELD_MESSAGES,
  oneOfSchema,
  recordIdsSchema,
  requiredText,
} from "./common.js";
import {
  type CursorOrder,
  cursorPageInfoSchema,
  cursorQueryFields,
  pageInfoSchema,
  pageQueryFields,
  sortSchema,
  withCursorRules,
} from "./lists.js";
import {
  DEFAULT_PARTICIPANT_ROLE,
  DEFAULT_PARTICIPANT_SORT,
  normalizeParticipantRole,
  PARTICIPANT_MESSAGES,
  PARTICIPANT_ROLES,
  PARTICIPANT_SORT_FIELDS,
  PARTICIPANT_STATUS_FILTERS,
  PARTICIPANT_STATUSES,
} from "./participant-constants.js";
import { LONG_ANSWER_MAX } from "./registration-rules.js";
import { formBooleanSchema, USER_MESSAGES } from "./users.js";

// Participants of an event (spec doc 2 §3, §5, §7, §8).

export * from "./participant-constants.js";

export const participantRoleSchema = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ""
      ? DEFAULT_PARTICIPANT_ROLE
      : typeof value === "string"
        ? normalizeParticipantRole(value)
        : value,
  oneOfSchema(PARTICIPANT_ROLES, "Role"),
);

/** One participant as create-single (multipart fields) and create-multiple (JSON) send it. */
export const participantInputSchema = z.object({
  event_id: z.uuid({ error: PARTICIPANT_MESSAGES.selectEvent }),
  name: requiredText(200, PARTICIPANT_MESSAGES.requiredFields),
  email: emailSchema,
  username: requiredText(100, PARTICIPANT_MESSAGES.requiredFields),
  phone: z.preprocess(
    blankToNull,
    z.string().trim().max(40, USER_MESSAGES.phoneTooLong).nullable(),
  ),
  skip_otp: z.preprocess(blankToNull, formBooleanSchema.nullable()).transform(Boolean),
  participant_role: participantRoleSchema,
});
export type ParticipantInput = z.infer<typeof participantInputSchema>;

/** A multipart field's JSON text as its value; anything else (and text that is no JSON) as sent. */
function parseJsonText(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/**
 * An update: the create fields, each optional (a field not sent keeps its value), and the
 * status. event_id, when sent, must be the participant's own event.
 */
export const participantUpdateSchema = participantInputSchema.partial().extend({
  status: z
    .preprocess(
      (value) => (value === "" || value === null ? undefined : value),
      oneOfSchema(PARTICIPANT_STATUSES, "Status").optional(),
    )
    .describe("active or inactive"),
  answers: z
    .preprocess(
      parseJsonText,
      z.record(z.string(), z.unknown(), {
        error: PARTICIPANT_MESSAGES.answersNotObject,
      }),
    )
    .optional()
    .describe(
      "Answers by question id (in multipart, as JSON text), checked against the event's form: they replace the answers to the form's questions; answers to questions taken off the form stay",
    ),
});
export type ParticipantUpdate = z.infer<typeof participantUpdateSchema>;
export type ParticipantUpdateValues = z.input<typeof participantUpdateSchema>;

export const MAX_PARTICIPANTS_PER_REQUEST = 200;
export const createMultipleParticipantsRequestSchema = z.object({
  participants: z
    .array(participantInputSchema)
    .min(1, PARTICIPANT_MESSAGES.requiredFields)
    .max(
      MAX_PARTICIPANTS_PER_REQUEST,
      PARTICIPANT_MESSAGES.tooManyAtOnce(MAX_PARTICIPANTS_PER_REQUEST),
    ),
});

export const participantSchema = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  user_id: z.uuid().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  username: z.string(),
  participant_role: z.enum(PARTICIPANT_ROLES),
  profile_image: z.string().nullable().describe("A path under /media, or null"),
  status: z.string().describe("'active' for new participants"),
  skip_otp: z.boolean(),
  checked_in_at: z.string().nullable().describe("When the participant was checked in, or null"),
  checked_in_by: z.uuid().nullable().describe("Who checked the participant in, or null"),
  created_date: z.string(),
  updated_date: z.string(),
  app_last_signed_in_at: z
    .string()
    .nullable()
    .describe(
      "When the person of this e-mail last signed in to the participants' app (UTC ISO 8601), or null if they never have",
    ),
  answers: answersSchema.describe(
    "Answers to the event's registration questions, by question id ({} when none)",
  ),
});
export type Participant = z.infer<typeof participantSchema>;

export const participantsByEventResponseSchema = z.object({
  status: z.literal("success"),
  participants: z.array(participantSchema),
});
export type ParticipantsByEventResponse = z.infer<typeof participantsByEventResponseSchema>;
export const participantsListResponseSchema = z.object({
  participants: z.array(participantSchema),
});
export type ParticipantsListResponse = z.infer<typeof participantsListResponseSchema>;
export const participantResponseSchema = z.object({ participant: participantSchema });
export type ParticipantResponse = z.infer<typeof participantResponseSchema>;
export const createMultipleParticipantsResponseSchema = z.object({
  status: z.literal("success"),
  participants: z.array(participantSchema),
  message: z.string(),
});
export type CreateMultipleParticipantsResponse = z.infer<
  typeof createMultipleParticipantsResponseSchema
>;

export const participantEventIdParamsSchema = recordIdsSchema({ eventId: "event" });

/** The list parameters of an event's participants (and of their export). */
export const participantListQuerySchema = z.object({
  ...pageQueryFields,
  role: z
    .preprocess(
      (value) => (typeof value === "string" ? normalizeParticipantRole(value) : value),
      z.enum(PARTICIPANT_ROLES, { error: `role must be one of ${PARTICIPANT_ROLES.join(", ")}` }),
    )
    .optional(),
  status: z
    .enum(PARTICIPANT_STATUS_FILTERS, {
      error: `status must be one of ${PARTICIPANT_STATUS_FILTERS.join(", ")}`,
    })
    .optional(),
  checked_in: z
    .enum(["true", "false"], { error: FIELD_MESSAGES.trueOrFalse("checked_in") })
    .transform((value) => value === "true")
    .optional()
    .describe("true: only those checked in; false: only those not"),
  sort: sortSchema(PARTICIPANT_SORT_FIELDS)
    .optional()
    .describe(`Default ${DEFAULT_PARTICIPANT_SORT}`),
  answer_question: z
    .uuid(FIELD_MESSAGES.recordId("answer_question", "question"))
    .optional()
    .describe("With answer_value: only those whose answer to this question of the form is it"),
  answer_value: z
    .string()
    .max(LONG_ANSWER_MAX, atMostCharacters(LONG_ANSWER_MAX))
    .optional()
    .describe(
      'The answer: an option of a choice question (one of those chosen, for several choices), "yes" or "no" for a checkbox, a number, a date (YYYY-MM-DD) or the whole text',
    ),
});
export type ParticipantSort = NonNullable<z.infer<typeof participantListQuerySchema>["sort"]>;

/** The order a sort reads an event's participants in, as the page cursors name it. */
export function participantCursorOrder(sort: ParticipantSort): CursorOrder {
  return { sort, valueKind: sort.endsWith("created_date") ? "time" : "text" };
}

/**
 * The list's parameters with its cursors: `after` a page's next_cursor, `before` its
 * previous_cursor, each given by a page in the sort asked for.
 */
export const participantPageQuerySchema = withCursorRules(
  participantListQuerySchema.extend(cursorQueryFields),
  (query) => participantCursorOrder(query.sort ?? DEFAULT_PARTICIPANT_SORT),
);
export type ParticipantListQuery = z.infer<typeof participantPageQuerySchema>;

export const pagedParticipantsResponseSchema = z
  .object({ participants: z.array(participantSchema) })
  .extend(pageInfoSchema.shape)
  .extend(cursorPageInfoSchema.shape);
export type PagedParticipantsResponse = z.infer<typeof pagedParticipantsResponseSchema>;

export const participantIdParamsSchema = recordIdsSchema({ id: "participant" });

import { z } from "zod";
import { answersSchema } from "./answers.js";
import {
  atMostCharacters,
  blankToNull,
  emailSchema,
  FIELD_MESSAGES,
  languageSchema,
  oneOfSchema,
  recordIdsSchema,
  requiredText,
  wallClockSchema,
} from "./common.js";
import { RECORD_SECRET_PATTERN } from "./common-rules.js";
import { pageInfoSchema, pageQueryFields } from "./lists.js";
import { DEFAULT_PARTICIPANT_ROLE, participantRoleSchema } from "./participants.js";
import { PRIVACY_POLICY_VERSION } from "./privacy.js";
import { questionListSchema, questionSchema, removedQuestionSchema } from "./questions.js";
import {
  CLOSED_REASONS,
  DEFAULT_OFFER_HOURS,
  FIELD_MODES,
  HONEYPOT_FIELD,
  MAX_CAPACITY,
  MAX_OFFER_HOURS,
  POW_SOLUTION_MAX_LENGTH,
  PUBLIC_OUTCOMES,
  REGISTRATION_LIST_STATES,
  REGISTRATION_MESSAGES,
  REGISTRATION_STATES,
  REJECT_MESSAGE_MAX,
  type RegistrationState,
  SLUG_MAX_LENGTH,
  SLUG_PATTERN,
} from "./registration-rules.js";
import { SESSION_TYPES } from "./sessions.js";
import { USER_MESSAGES } from "./users.js";

export * from "./answer-rules.js";
export { type Answers, type AnswerValue, answersSchema, answerValueSchema } from "./answers.js";
export * from "./questions.js";
export * from "./registration-rules.js";

// Self-registration: the organiser's settings and questions of an event, the public
// page and form at /e/{slug}, and the registrations' life: unconfirmed until the e-mailed code,
// then registered, pending approval or waiting; offered a freed place; cancelled, rejected,
// expired or refused.

// ----- The organiser's settings ------------------------------------------------------------------

const optionalWallClock = z.preprocess(blankToNull, wallClockSchema.nullable());

export const registrationSettingsInputSchema = z
  .object({
    published: z.boolean().describe("Whether /e/{slug} shows the event at all"),
    is_open: z
      .boolean()
      .describe("Whether the form takes registrations (within opens_at/closes_at)"),
    opens_at: optionalWallClock.describe("Wall clock in the event's time zone, or null"),
    closes_at: optionalWallClock.describe("Wall clock in the event's time zone, or null"),
    capacity: z.preprocess(
      blankToNull,
      z
        .number({ error: REGISTRATION_MESSAGES.capacity })
        .int(REGISTRATION_MESSAGES.capacity)
        .min(1, REGISTRATION_MESSAGES.capacity)
        .max(MAX_CAPACITY, REGISTRATION_MESSAGES.capacity)
        .nullable(),
    ),
    waiting_list: z.boolean(),
    offer_hours: z
      .number({ error: REGISTRATION_MESSAGES.offerHours })
      .int(REGISTRATION_MESSAGES.offerHours)
      .min(1, REGISTRATION_MESSAGES.offerHours)
      .max(MAX_OFFER_HOURS, REGISTRATION_MESSAGES.offerHours),
    approval_required: z.boolean(),
    participant_role: participantRoleSchema,
    slug: z.preprocess(
      blankToNull,
      z
        .string()
        .trim()
        .toLowerCase()
        .max(SLUG_MAX_LENGTH, REGISTRATION_MESSAGES.slugInvalid)
        .regex(SLUG_PATTERN, REGISTRATION_MESSAGES.slugInvalid)
        .nullable(),
    ),
    publish_agenda: z.boolean(),
    phone_field: oneOfSchema(FIELD_MODES, "phone_field"),
    username_field: oneOfSchema(FIELD_MODES, "username_field"),
    questions: questionListSchema,
  })
  .superRefine((settings, context) => {
    if (settings.opens_at && settings.closes_at && settings.closes_at < settings.opens_at) {
      context.addIssue({
        code: "custom",
        path: ["closes_at"],
        message: REGISTRATION_MESSAGES.closesBeforeOpens,
      });
    }
    if (settings.published && !settings.slug) {
      context.addIssue({
        code: "custom",
        path: ["slug"],
        message: REGISTRATION_MESSAGES.slugRequired,
      });
    }
  });
export type RegistrationSettingsInput = z.infer<typeof registrationSettingsInputSchema>;
export type RegistrationSettingsValues = z.input<typeof registrationSettingsInputSchema>;

/** What an event's settings are before the organiser saves any. */
export const DEFAULT_REGISTRATION_SETTINGS: Omit<RegistrationSettingsInput, "slug"> = {
  published: false,
  is_open: false,
  opens_at: null,
  closes_at: null,
  capacity: null,
  waiting_list: false,
  offer_hours: DEFAULT_OFFER_HOURS,
  approval_required: false,
  participant_role: DEFAULT_PARTICIPANT_ROLE,
  publish_agenda: false,
  phone_field: "optional",
  username_field: "hidden",
  questions: [],
};

/** A slug proposed from an event's name: what the settings screen fills in before the first save. */
export function suggestSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
  return slug || "event";
}

export const registrationCountsSchema = z.object({
  registered: z.number().int().describe("Participants of the event, however they were added"),
  pending: z.number().int().describe("Confirmed, waiting for approval; they hold a place"),
  offered: z.number().int().describe("Offered a freed place, not yet answered; they hold it"),
  waiting: z.number().int(),
  capacity: z.number().int().nullable(),
  places_left: z.number().int().nullable().describe("null when capacity is unlimited"),
});
export type RegistrationCounts = z.infer<typeof registrationCountsSchema>;

export const registrationSettingsSchema = registrationSettingsInputSchema.safeExtend({
  questions: z.array(questionSchema),
  removed_questions: z.array(removedQuestionSchema),
  saved: z
    .boolean()
    .describe("false until the organiser first saves (the answer then shows the defaults)"),
  public_path: z.string().nullable().describe("/e/{slug} when there is a slug"),
});
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

export const registrationSettingsResponseSchema = z.object({
  registration: registrationSettingsSchema,
  counts: registrationCountsSchema,
});
export type RegistrationSettingsResponse = z.infer<typeof registrationSettingsResponseSchema>;

// ----- Registrations (the organiser's list) --------------------------------------------------------

export const REGISTRATION_STATE_LABELS: Record<RegistrationState, string> = {
  unconfirmed: "Unconfirmed",
  pending: "Pending approval",
  waiting: "Waiting list",
  offered: "Offered a place",
  registered: "Registered",
  cancelled: "Cancelled",
  rejected: "Rejected",
  expired: "Expired",
  refused: "Refused",
};

/** The states whose registration holds one of the event's places besides its participants. */
export const PLACE_HOLDING_STATES = [
  "pending",
  "offered",
] as const satisfies readonly RegistrationState[];

export const registrationSchema = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  state: z.enum(REGISTRATION_STATES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  answers: answersSchema,
  participant_id: z.uuid().nullable().describe("The participant it made, once registered"),
  position: z
    .number()
    .int()
    .nullable()
    .describe("Place in the waiting list (1 is next), when waiting"),
  offered_until: z.string().nullable().describe("UTC ISO 8601, when offered"),
  reject_message: z.string().nullable(),
  created_date: z.string(),
  confirmed_at: z.string().nullable(),
  updated_date: z.string(),
});
export type Registration = z.infer<typeof registrationSchema>;

export const registrationListQuerySchema = z.object({
  ...pageQueryFields,
  state: oneOfSchema(REGISTRATION_LIST_STATES, "state").optional(),
});
export type RegistrationListQuery = z.infer<typeof registrationListQuerySchema>;

export const registrationsResponseSchema = z.object({
  registrations: z.array(registrationSchema),
  page_info: pageInfoSchema,
  counts: registrationCountsSchema,
});
export type RegistrationsResponse = z.infer<typeof registrationsResponseSchema>;

export const registrationParamsSchema = recordIdsSchema({
  id: "event",
  registrationId: "registration",
});

export const rejectRegistrationRequestSchema = z.object({
  message: z
    .preprocess(
      blankToNull,
      z.string().trim().max(REJECT_MESSAGE_MAX, atMostCharacters(REJECT_MESSAGE_MAX)).nullable(),
    )
    .default(null),
});
export type RejectRegistrationRequest = z.input<typeof rejectRegistrationRequestSchema>;

export const registrationResponseSchema = z.object({
  registration: registrationSchema,
  message: z.string(),
});
export type RegistrationResponse = z.infer<typeof registrationResponseSchema>;

// ----- The public side ----------------------------------------------------------------------------

export const publicSlugParamsSchema = z.object({
  slug: z
    .string()
    .max(SLUG_MAX_LENGTH, FIELD_MESSAGES.notValid("slug"))
    .regex(SLUG_PATTERN, FIELD_MESSAGES.notValid("slug")),
});

export const publicSessionSchema = z.object({
  name: z.string(),
  description: z.string().nullable(),
  session_type: z.enum(SESSION_TYPES),
  other_session_type: z.string().nullable(),
  start_datetime: z.string(),
  end_datetime: z.string(),
  venue: z.string().nullable(),
});

export const publicFormSchema = z.object({
  phone_field: z.enum(FIELD_MODES),
  username_field: z.enum(FIELD_MODES),
  questions: z.array(questionSchema),
  policy_version: z.string().describe("The privacy policy version the registrant accepts"),
});
export type PublicForm = z.infer<typeof publicFormSchema>;

export const publicEventSchema = z.object({
  slug: z.string(),
  event_name: z.string(),
  description: z.string().nullable(),
  venue: z.string().nullable(),
  event_datetime: z.string().nullable().describe("Wall clock in time_zone"),
  end_datetime: z.string().nullable(),
  time_zone: z.string(),
  logo_url: z.string().nullable(),
  cover_image_url: z.string().nullable(),
  theme_colors: z.array(z.string()),
  agenda: z
    .array(publicSessionSchema)
    .nullable()
    .describe("null unless the organiser publishes it"),
  registration: z.object({
    open: z.boolean(),
    closed_reason: z.enum(CLOSED_REASONS).nullable(),
    closed_message: z.string().nullable(),
    opens_at: z.string().nullable(),
    closes_at: z.string().nullable(),
    waiting_list: z
      .boolean()
      .describe("true when a full event still takes names for its waiting list"),
    approval_required: z.boolean(),
    places_left: z.number().int().nullable().describe("null when unlimited"),
  }),
  form: publicFormSchema,
});
export type PublicEvent = z.infer<typeof publicEventSchema>;
export const publicEventResponseSchema = z.object({ event: publicEventSchema });
export type PublicEventResponse = z.infer<typeof publicEventResponseSchema>;

/** The proof-of-work challenge (ALTCHA's format): find n where SHA-256(salt + n) = challenge. */
export const powChallengeSchema = z.object({
  algorithm: z.literal("SHA-256"),
  challenge: z.string(),
  maxnumber: z.number().int(),
  salt: z.string(),
  signature: z.string(),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;
export const powChallengeResponseSchema = z.object({ challenge: powChallengeSchema });

export const publicRegistrationRequestSchema = z.object({
  name: requiredText(200, USER_MESSAGES.nameRequired),
  email: emailSchema,
  phone: z
    .preprocess(blankToNull, z.string().trim().max(40, USER_MESSAGES.phoneTooLong).nullable())
    .default(null),
  username: z
    .preprocess(blankToNull, z.string().trim().max(100, atMostCharacters(100)).nullable())
    .default(null),
  answers: z.record(z.string(), z.unknown()).default({}),
  accept_privacy_policy: z.literal(true, { error: REGISTRATION_MESSAGES.consentRequired }),
  policy_version: z
    .string()
    .max(40)
    .describe(`Must be the version in force (${PRIVACY_POLICY_VERSION} now)`),
  [HONEYPOT_FIELD]: z
    .string()
    .max(200)
    .optional()
    .describe("Left empty by people; filled by robots"),
  pow: z
    .string({ error: REGISTRATION_MESSAGES.challengeMissing })
    .min(1, REGISTRATION_MESSAGES.challengeMissing)
    .max(POW_SOLUTION_MAX_LENGTH, REGISTRATION_MESSAGES.challengeInvalid)
    .describe("The solved challenge, base64 JSON {algorithm, challenge, number, salt, signature}"),
  language: languageSchema
    .optional()
    .describe("The page's language: the participant's e-mails and app (else Accept-Language)"),
});
export type PublicRegistrationRequest = z.input<typeof publicRegistrationRequestSchema>;

/** A registration's secret for the public routes: its id and a secret (RECORD_SECRET_PATTERN). */
export const registrationTokenSchema = z
  .string({ error: FIELD_MESSAGES.required("token") })
  .regex(RECORD_SECRET_PATTERN, REGISTRATION_MESSAGES.linkInvalid);

export const publicRegistrationStartedSchema = z.object({
  status: z.literal("confirmation_sent"),
  message: z.string(),
  confirmation_token: z.string().describe("Send it back with the e-mailed code"),
});
export type PublicRegistrationStarted = z.infer<typeof publicRegistrationStartedSchema>;

export const confirmRegistrationRequestSchema = z.object({
  confirmation_token: registrationTokenSchema,
  code: z.string().regex(/^\d{6}$/, REGISTRATION_MESSAGES.codeForm),
});
export type ConfirmRegistrationRequest = z.infer<typeof confirmRegistrationRequestSchema>;

export const publicRegistrationOutcomeSchema = z.object({
  status: z.enum(PUBLIC_OUTCOMES),
  message: z.string(),
  position: z.number().int().nullable().describe("On the waiting list, 1 is next"),
  offered_until: z.string().nullable().describe("UTC ISO 8601, when offered"),
  closed_reason: z
    .enum(CLOSED_REASONS)
    .nullable()
    .describe("Why a refused registration got no place"),
  event_name: z.string(),
  slug: z.string(),
});
export type PublicRegistrationOutcome = z.infer<typeof publicRegistrationOutcomeSchema>;

/** The token of a ticket e-mail's 'Cancel my registration' link or an offer e-mail's link. */
export const registrationLinkRequestSchema = z.object({ token: registrationTokenSchema });
export type RegistrationLinkRequest = z.infer<typeof registrationLinkRequestSchema>;

export const answerOfferRequestSchema = z.object({
  token: registrationTokenSchema,
  accept: z.boolean(),
});
export type AnswerOfferRequest = z.infer<typeof answerOfferRequestSchema>;

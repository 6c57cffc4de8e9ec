import { z } from "zod";
import {
  atMostCharacters,
  blankToNull,
  emailSchema,
  isCalendarDay,
  oneOfSchema,
  requiredText,
  wallClockSchema,
} from "./common.js";
import { pageInfoSchema, pageQueryFields } from "./lists.js";
import { DEFAULT_PARTICIPANT_ROLE, participantRoleSchema } from "./participants.js";
import { PRIVACY_POLICY_VERSION } from "./privacy.js";
import { SESSION_TYPES } from "./sessions.js";

// Self-registration (issue 31): the organiser's settings and questions of an event, the public
// page and form at /e/{slug}, and the registrations' life: unconfirmed until the e-mailed code,
// then registered, pending approval or waiting; offered a freed place; cancelled, rejected,
// expired or refused.

export const QUESTION_TYPES = [
  "short_text",
  "long_text",
  "single_choice",
  "multiple_choice",
  "checkbox",
  "number",
  "date",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: "Short text",
  long_text: "Long text",
  single_choice: "Single choice",
  multiple_choice: "Several choices",
  checkbox: "Checkbox",
  number: "Number",
  date: "Date",
};

/** Whether a question offers options (and can decide whether a later question is shown). */
export function hasOptions(type: QuestionType): boolean {
  return type === "single_choice" || type === "multiple_choice";
}

/** The answer a checkbox question's condition names when it is ticked. */
export const CHECKBOX_TICKED = "yes";

/** How the seed's optional fields are asked on the form; name and e-mail are always required. */
export const FIELD_MODES = ["hidden", "optional", "required"] as const;
export type FieldMode = (typeof FIELD_MODES)[number];

export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 2000;
export const MAX_QUESTIONS = 50;
export const MAX_OPTIONS = 50;
export const OPTION_LABEL_MAX = 100;
export const QUESTION_LABEL_MAX = 200;
export const HELP_TEXT_MAX = 500;
export const MAX_CAPACITY = 1_000_000;
export const MAX_OFFER_HOURS = 24 * 14;
export const DEFAULT_OFFER_HOURS = 48;
/** An unconfirmed registration holds nothing and is forgotten after this. */
export const CONFIRMATION_MINUTES = 30;
export const SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,58}[a-z0-9])?$/;
export const SLUG_MAX_LENGTH = 60;

export const REGISTRATION_MESSAGES = {
  slugInvalid:
    "Use 1 to 60 lower-case letters, digits and hyphens, not starting or ending with a hyphen",
  slugTaken: "Another event already uses this address",
  slugRequired: "Choose the page's address before publishing it",
  closesBeforeOpens: "The closing time cannot be before the opening time",
  capacity: `Capacity must be a whole number from 1 to ${MAX_CAPACITY}, or empty for unlimited`,
  offerHours: `Hold an offered place for 1 to ${MAX_OFFER_HOURS} hours`,
  questionLabelRequired: "Every question needs a label",
  optionsRequired: "A choice question needs at least two options",
  optionsDistinct: "The options of a question must differ",
  duplicateQuestionId: "Two questions have the same id",
  conditionEarlier: "A question can only depend on an earlier choice or checkbox question",
  conditionAnswer: "The condition must name one of that question's options",
  minAboveMax: "The minimum cannot be above the maximum",
  saved: "Registration settings saved",
  notFound: "Registration not found",
  pageNotFound: "Event not found",
  checkEmail: "Check your e-mail: we sent a code to confirm your address.",
  codeWrong: "The code is not right",
  codeExpired: "This code has expired. Register again to get a new one.",
  challengeMissing: "Solve the anti-robot check before sending the form",
  challengeInvalid: "The anti-robot check failed. Please try again.",
  honeypot: "The form could not be sent",
  consentRequired: "Accept the privacy policy to register",
  policyOutdated: "The privacy policy has changed: read it again and accept the new version",
  approved: "Registration approved",
  rejected: "Registration rejected",
  notPending: "Only a pending registration can be approved or rejected",
  cancelled: "Your registration is cancelled",
  cannotCancel: "This registration cannot be cancelled any more",
  linkInvalid: "This link is not valid",
  offerAccepted: "The place is yours",
  offerDeclined: "You gave the place up",
  offerGone: "This offer has passed",
  tooManyRequests: "Too many registrations from here; try again later",
} as const;

/** The reasons a form takes no registration, as the public page says them. */
export const CLOSED_REASONS = ["not_open_yet", "closed", "full", "event_cancelled"] as const;
export type ClosedReason = (typeof CLOSED_REASONS)[number];
export const CLOSED_REASON_TEXT: Record<ClosedReason, string> = {
  not_open_yet: "Registration is not open yet",
  closed: "Registration is closed",
  full: "The event is full",
  event_cancelled: "The event is cancelled",
};

// ----- Questions --------------------------------------------------------------------------------

const optionLabelSchema = z
  .string({ error: "Every option needs a label" })
  .trim()
  .min(1, "Every option needs a label")
  .max(OPTION_LABEL_MAX, atMostCharacters(OPTION_LABEL_MAX));

export const questionConditionSchema = z.object({
  question_id: z.uuid("question_id must be a question id"),
  answer: z
    .string()
    .min(1)
    .describe(`An option of that question, or "${CHECKBOX_TICKED}" for a ticked checkbox`),
});
export type QuestionCondition = z.infer<typeof questionConditionSchema>;

const questionFields = z.object({
  id: z.uuid("id must be a question id").describe("Stable: answers are kept by it"),
  type: oneOfSchema(QUESTION_TYPES, "type"),
  label: requiredText(QUESTION_LABEL_MAX, REGISTRATION_MESSAGES.questionLabelRequired),
  help_text: z.preprocess(
    blankToNull,
    z.string().trim().max(HELP_TEXT_MAX, atMostCharacters(HELP_TEXT_MAX)).nullable(),
  ),
  required: z.boolean().default(false),
  options: z
    .array(optionLabelSchema)
    .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
    .default([]),
  min: z.number().finite().nullable().default(null).describe("number questions only"),
  max: z.number().finite().nullable().default(null).describe("number questions only"),
  show_if: questionConditionSchema.nullable().default(null),
});

export const questionSchema = questionFields.superRefine((question, context) => {
  if (hasOptions(question.type)) {
    if (question.options.length < 2) {
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: REGISTRATION_MESSAGES.optionsRequired,
      });
    }
    const seen = new Set(question.options.map((option) => option.toLowerCase()));
    if (seen.size !== question.options.length) {
      context.addIssue({
        code: "custom",
        path: ["options"],
        message: REGISTRATION_MESSAGES.optionsDistinct,
      });
    }
  }
  if (question.min !== null && question.max !== null && question.min > question.max) {
    context.addIssue({ code: "custom", path: ["max"], message: REGISTRATION_MESSAGES.minAboveMax });
  }
});
export type Question = z.infer<typeof questionSchema>;
export type QuestionInput = z.input<typeof questionSchema>;

/** A question taken off the form: kept so that the answers given to it stay readable. */
export const removedQuestionSchema = z.object({
  id: z.uuid(),
  type: z.enum(QUESTION_TYPES),
  label: z.string(),
  removed_at: z.string().describe("UTC ISO 8601"),
});
export type RemovedQuestion = z.infer<typeof removedQuestionSchema>;

/** Reports conditions that name a later question, a non-choice question or an unknown option. */
function checkQuestionList(questions: readonly Question[], context: z.RefinementCtx) {
  const earlier = new Map<string, Question>();
  questions.forEach((question, index) => {
    if (earlier.has(question.id)) {
      context.addIssue({
        code: "custom",
        path: [index, "id"],
        message: REGISTRATION_MESSAGES.duplicateQuestionId,
      });
    }
    const condition = question.show_if;
    if (condition) {
      const parent = earlier.get(condition.question_id);
      if (!parent || !(hasOptions(parent.type) || parent.type === "checkbox")) {
        context.addIssue({
          code: "custom",
          path: [index, "show_if"],
          message: REGISTRATION_MESSAGES.conditionEarlier,
        });
      } else if (
        parent.type === "checkbox"
          ? condition.answer !== CHECKBOX_TICKED
          : !parent.options.includes(condition.answer)
      ) {
        context.addIssue({
          code: "custom",
          path: [index, "show_if"],
          message: REGISTRATION_MESSAGES.conditionAnswer,
        });
      }
    }
    earlier.set(question.id, question);
  });
}

export const questionListSchema = z
  .array(questionSchema)
  .max(MAX_QUESTIONS, `At most ${MAX_QUESTIONS} questions`)
  .superRefine(checkQuestionList);

// ----- Answers ----------------------------------------------------------------------------------

/**
 * One answer: text (short, long, date as YYYY-MM-DD, single choice as the option's label), the
 * options chosen, a tick, or a number. Choices keep the option's words, so an answer stays
 * readable when the form changes later.
 */
export const answerValueSchema = z.union([
  z.string(),
  z.array(z.string()),
  z.boolean(),
  z.number(),
]);
export type AnswerValue = z.infer<typeof answerValueSchema>;
export const answersSchema = z
  .record(z.uuid(), answerValueSchema)
  .describe("Answers by question id");
export type Answers = z.infer<typeof answersSchema>;

function isBlank(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0)
  );
}

/** Whether a question is shown, given the answers so far (its condition's question comes first). */
export function isQuestionShown(
  question: Question,
  answers: Readonly<Record<string, unknown>>,
): boolean {
  const condition = question.show_if;
  if (!condition) return true;
  const answer = answers[condition.question_id];
  if (condition.answer === CHECKBOX_TICKED && typeof answer === "boolean") return answer;
  return Array.isArray(answer) ? answer.includes(condition.answer) : answer === condition.answer;
}

export interface AnswerIssue {
  question_id: string;
  message: string;
}

/** One answer's value cleaned to its question's type, or the words of what is wrong with it. */
function cleanAnswer(
  question: Question,
  raw: unknown,
): { value: AnswerValue } | { message: string } {
  switch (question.type) {
    case "short_text":
    case "long_text": {
      const max = question.type === "short_text" ? SHORT_ANSWER_MAX : LONG_ANSWER_MAX;
      if (typeof raw !== "string") return { message: "Must be text" };
      const text = raw.trim();
      return text.length > max ? { message: atMostCharacters(max) } : { value: text };
    }
    case "single_choice":
      return typeof raw === "string" && question.options.includes(raw)
        ? { value: raw }
        : { message: "Choose one of the options" };
    case "multiple_choice": {
      const chosen = Array.isArray(raw) ? raw : [raw];
      if (
        !chosen.every((option) => typeof option === "string" && question.options.includes(option))
      ) {
        return { message: "Choose among the options" };
      }
      // In the form's order, each once.
      return { value: question.options.filter((option) => chosen.includes(option)) };
    }
    case "checkbox":
      if (typeof raw === "boolean") return { value: raw };
      if (raw === "true" || raw === "yes") return { value: true };
      if (raw === "false" || raw === "no") return { value: false };
      return { message: "Must be ticked or not" };
    case "number": {
      const number =
        typeof raw === "number" ? raw : typeof raw === "string" ? Number(raw.trim()) : Number.NaN;
      if (!Number.isFinite(number)) return { message: "Must be a number" };
      if (question.min !== null && number < question.min)
        return { message: `At least ${question.min}` };
      if (question.max !== null && number > question.max)
        return { message: `At most ${question.max}` };
      return { value: number };
    }
    case "date":
      return typeof raw === "string" && isCalendarDay(raw.trim())
        ? { value: raw.trim() }
        : { message: "Must be a date (YYYY-MM-DD)" };
  }
}

/**
 * The answers to keep for a form: each shown question's answer cleaned to its type, hidden
 * questions' answers dropped, unknown ids ignored. `requireAnswers` is the registrant's rule
 * (a required shown question must be answered); admins may leave any answer blank. A blank
 * answer is not kept.
 */
export function checkAnswers(
  questions: readonly Question[],
  raw: Readonly<Record<string, unknown>>,
  { requireAnswers }: { requireAnswers: boolean },
): { answers: Answers; issues: AnswerIssue[] } {
  const answers: Answers = {};
  const issues: AnswerIssue[] = [];
  for (const question of questions) {
    if (!isQuestionShown(question, answers)) continue;
    const value = raw[question.id];
    const unticked = question.type === "checkbox" && (value === false || value === "false");
    if (isBlank(value) || (unticked && question.required && requireAnswers)) {
      if (question.required && requireAnswers) {
        issues.push({ question_id: question.id, message: `${question.label} is required` });
      }
      continue;
    }
    const cleaned = cleanAnswer(question, value);
    if ("message" in cleaned) issues.push({ question_id: question.id, message: cleaned.message });
    else answers[question.id] = cleaned.value;
  }
  return { answers, issues };
}

/** An answer as one line of text (details, export): choices joined, a tick as Yes or No. */
export function answerText(value: AnswerValue | undefined): string {
  if (value === undefined) return "";
  if (Array.isArray(value)) return value.join("; ");
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

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

export const REGISTRATION_STATES = [
  "unconfirmed",
  "pending",
  "waiting",
  "offered",
  "registered",
  "cancelled",
  "rejected",
  "expired",
  "refused",
] as const;
export type RegistrationState = (typeof REGISTRATION_STATES)[number];

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

export const REGISTRATION_LIST_STATES = [
  "pending",
  "waiting",
  "offered",
  "registered",
  "cancelled",
  "rejected",
  "expired",
  "refused",
] as const;
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

export const registrationParamsSchema = z.object({
  id: z.uuid("id must be an event id"),
  registrationId: z.uuid("registrationId must be a registration id"),
});

export const REJECT_MESSAGE_MAX = 1000;
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
    .max(SLUG_MAX_LENGTH, "slug is not valid")
    .regex(SLUG_PATTERN, "slug is not valid"),
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

export const POW_SOLUTION_MAX_LENGTH = 2000;
export const HONEYPOT_FIELD = "website";

export const publicRegistrationRequestSchema = z.object({
  name: requiredText(200, "Name is required"),
  email: emailSchema,
  phone: z
    .preprocess(blankToNull, z.string().trim().max(40, "Phone is too long").nullable())
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
});
export type PublicRegistrationRequest = z.input<typeof publicRegistrationRequestSchema>;

/** A registration's secret for the public routes: <registration id>.<32 bytes, base64url>. */
export const registrationTokenSchema = z
  .string({ error: "token is required" })
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/, REGISTRATION_MESSAGES.linkInvalid);

export const publicRegistrationStartedSchema = z.object({
  status: z.literal("confirmation_sent"),
  message: z.string(),
  confirmation_token: z.string().describe("Send it back with the e-mailed code"),
});
export type PublicRegistrationStarted = z.infer<typeof publicRegistrationStartedSchema>;

export const confirmRegistrationRequestSchema = z.object({
  confirmation_token: registrationTokenSchema,
  code: z.string().regex(/^\d{6}$/, "Enter the 6-digit code"),
});
export type ConfirmRegistrationRequest = z.infer<typeof confirmRegistrationRequestSchema>;

/** Where a registration stands, as the public page says it. */
export const PUBLIC_OUTCOMES = [
  "registered",
  "pending",
  "waiting",
  "offered",
  "refused",
  "cancelled",
  "rejected",
  "expired",
] as const;
export type PublicOutcome = (typeof PUBLIC_OUTCOMES)[number];

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

export const OUTCOME_MESSAGES: Record<PublicOutcome, string> = {
  registered: "You are registered. Your ticket is on its way by e-mail.",
  pending: "Thank you. The organiser will review your registration and write to you.",
  waiting:
    "The event is full: you are on the waiting list. We will write to you if a place frees up.",
  offered: "A place has freed up for you. Accept it before the offer passes.",
  refused: "Sorry, there is no place for you.",
  cancelled: "Your registration is cancelled.",
  rejected: "Your registration was not accepted.",
  expired: "This registration has expired.",
};

/** The token of a ticket e-mail's 'Cancel my registration' link or an offer e-mail's link. */
export const registrationLinkRequestSchema = z.object({ token: registrationTokenSchema });
export type RegistrationLinkRequest = z.infer<typeof registrationLinkRequestSchema>;

export const answerOfferRequestSchema = z.object({
  token: registrationTokenSchema,
  accept: z.boolean(),
});
export type AnswerOfferRequest = z.infer<typeof answerOfferRequestSchema>;

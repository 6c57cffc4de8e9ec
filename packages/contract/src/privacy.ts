import { z } from "zod";
import { answersSchema } from "./answers.js";
import { auditEntrySchema } from "./audit.js";
import { emailSchema } from "./common.js";
import { pageInfoSchema, pageQueryFields } from "./lists.js";
import { DELIVERY_STATES } from "./messages.js";
import { participantSchema } from "./participants.js";
import { passkeySchema } from "./passkeys.js";
import {
  CONSENT_METHODS,
  PERSON_DATA_FORMATS,
  PRIVACY_MESSAGES,
  personKey,
} from "./privacy-constants.js";
import { REGISTRATION_STATES } from "./registration-rules.js";

export * from "./privacy-constants.js";

// The people whose data the product holds: what is held on one of them, by e-mail across every
// event, and the erasure of it. These are the words of the server and of the Privacy screens.

export const consentSchema = z.object({
  policy_version: z.string().describe("The privacy policy version in force then"),
  given_at: z.string().describe("UTC ISO 8601"),
  method: z.enum(CONSENT_METHODS),
});
export type Consent = z.infer<typeof consentSchema>;

export const personQuerySchema = z.object({
  email: emailSchema.describe("The person's e-mail address, in any case"),
  format: z
    .enum(PERSON_DATA_FORMATS, PRIVACY_MESSAGES.formatZipOrJson)
    .default("json")
    .describe("json (default), or zip: the same JSON with the person's files"),
});
export type PersonQuery = z.infer<typeof personQuerySchema>;

export const personMessageSchema = z.object({
  message_id: z.uuid(),
  subject: z.string(),
  state: z.enum(DELIVERY_STATES),
  attempts: z.number().int(),
  sent_at: z.string().nullable().describe("UTC ISO 8601, or null while not sent"),
  created_date: z.string().describe("When the message was written"),
});
export type PersonMessage = z.infer<typeof personMessageSchema>;

/** One answer to an event's registration question, as the person can read it. */
export const personAnswerSchema = z.object({
  question_id: z.string(),
  question: z
    .string()
    .nullable()
    .describe(
      "The question's label, on the form or as it was when taken off it; null when the form no longer names it",
    ),
  answer: z.string().describe("The answer as one line of text"),
});
export type PersonAnswer = z.infer<typeof personAnswerSchema>;

const answeredSchema = z
  .array(personAnswerSchema)
  .describe("The answers with their questions, in the form's order");

export const personParticipationSchema = participantSchema.extend({
  event_name: z.string(),
  check_in_code: z.string().describe("What the person's ticket QR code holds"),
  consent: consentSchema.nullable().describe("null for participants added before consent was kept"),
  messages: z.array(personMessageSchema),
  answered: answeredSchema.optional().describe("The server always sends it"),
});
export type PersonParticipation = z.infer<typeof personParticipationSchema>;

/** A registration the person made through an event's public page, whatever became of it. */
export const personRegistrationSchema = z.object({
  id: z.uuid(),
  event_id: z.uuid(),
  event_name: z.string(),
  state: z.enum(REGISTRATION_STATES),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  username: z.string().nullable(),
  answers: answersSchema,
  answered: answeredSchema,
  consent: consentSchema,
  participant_id: z.uuid().nullable().describe("The participant it made, while there is one"),
  reject_message: z.string().nullable().describe("The organiser's words, when rejected"),
  created_date: z.string().describe("When the form was sent, UTC ISO 8601"),
  confirmed_at: z.string().nullable().describe("When the e-mail address was confirmed"),
  waiting_since: z.string().nullable().describe("When they joined the waiting list"),
  offered_until: z.string().nullable().describe("Until when a freed place was offered to them"),
  updated_date: z.string().describe("The last change of its state"),
});
export type PersonRegistration = z.infer<typeof personRegistrationSchema>;

export const personFileSchema = z.object({
  participant_id: z.uuid(),
  kind: z.literal("profile_image"),
  url: z.string().describe("A path under /media"),
});
export type PersonFile = z.infer<typeof personFileSchema>;

/** A session the person bookmarked in the participants' app ('My agenda'). */
export const personBookmarkSchema = z.object({
  participant_id: z.uuid().describe("Their participant row of the session's event"),
  session_id: z.uuid(),
  session_name: z.string(),
  created_at: z.string().describe("When they bookmarked it, UTC ISO 8601"),
});
export type PersonBookmark = z.infer<typeof personBookmarkSchema>;

/** The person's account in the participants' app, made at their first sign-in. */
export const personAppAccountSchema = z.object({
  id: z.uuid().describe("Their person id in the app"),
  created_at: z.string().describe("UTC ISO 8601"),
  first_signed_in_at: z.string().nullable().describe("UTC ISO 8601"),
  last_signed_in_at: z.string().nullable().describe("UTC ISO 8601"),
  has_calendar_feed: z
    .boolean()
    .describe(
      "Whether their bookmarks have a personal calendar feed (its secret link is not shown)",
    ),
  passkey_only: z
    .boolean()
    .describe("Whether they chose to sign in to the app with a passkey only (no e-mailed code)"),
});
export type PersonAppAccount = z.infer<typeof personAppAccountSchema>;

export const personAppDataSchema = z.object({
  account: personAppAccountSchema
    .nullable()
    .describe(
      "null when they never signed in to the app (or not to a caller who sees none of their events)",
    ),
  bookmarks: z.array(personBookmarkSchema).describe("Oldest first"),
  passkeys: z
    .array(passkeySchema)
    .describe(
      "The passkeys they sign in to the app with, newest first (their keys themselves are not shown)",
    ),
});
export type PersonAppData = z.infer<typeof personAppDataSchema>;

export const personDataSchema = z.object({
  email: z.string().describe("The address asked for, trimmed and in lower case"),
  generated_at: z.string().describe("UTC ISO 8601"),
  participants: z.array(personParticipationSchema),
  registrations: z
    .array(personRegistrationSchema)
    .optional()
    .describe(
      "Their registrations through events' public pages, oldest first; the server always sends it",
    ),
  audit_entries: z.array(auditEntrySchema).describe("Every activity-log entry that names them"),
  files: z.array(personFileSchema),
  app: personAppDataSchema
    .optional()
    .describe("What the participants' app holds on them; the server always sends it"),
});
export type PersonData = z.infer<typeof personDataSchema>;

const reasonSchema = z
  .string({ error: PRIVACY_MESSAGES.reasonRequired })
  .trim()
  .min(1, PRIVACY_MESSAGES.reasonRequired)
  .max(500, PRIVACY_MESSAGES.reasonTooLong);

export const erasureRequestSchema = z.object({
  email: emailSchema.describe("The person to erase, by e-mail address in any case"),
  reason: reasonSchema.describe("Why, as the record of erasures keeps it"),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

/** The Erase person dialog: the request, and the e-mail typed again to confirm. */
export const erasureFormSchema = erasureRequestSchema
  .extend({ confirmation: z.string() })
  .refine((form) => personKey(form.confirmation) === personKey(form.email), {
    message: PRIVACY_MESSAGES.confirmationMismatch,
    path: ["confirmation"],
  });
export type ErasureFormValues = z.input<typeof erasureFormSchema>;

export const erasureCountsSchema = z.object({
  participants: z.number().int().describe("Participant rows deleted"),
  files: z.number().int().describe("Files removed from the file store"),
  audit_entries_redacted: z.number().int(),
  messages_cancelled: z.number().int().describe("Queued e-mails to them that will not be sent"),
});
export type ErasureCounts = z.infer<typeof erasureCountsSchema>;

/** Why participants were erased: a person's request, or an event's retention running out. */
export const ERASURE_KINDS = ["person", "retention"] as const;
export type ErasureKind = (typeof ERASURE_KINDS)[number];

/** One erasure as the record keeps it: never the erased data itself. */
export const erasureRecordSchema = erasureCountsSchema.extend({
  id: z.uuid(),
  kind: z.enum(ERASURE_KINDS),
  created_at: z.string().describe("UTC ISO 8601"),
  actor_id: z
    .uuid()
    .nullable()
    .describe(
      "null for the retention sweep and for a person deleting their own account in the app",
    ),
  actor_name: z
    .string()
    .nullable()
    .describe(
      "As it was then; null for the retention sweep and for a person deleting their own account",
    ),
  event_id: z.uuid().nullable().describe("The event whose retention ran out, for kind retention"),
  reason: z.string(),
});
export type ErasureRecord = z.infer<typeof erasureRecordSchema>;

export const erasuresQuerySchema = z.object({
  page: pageQueryFields.page,
  page_size: pageQueryFields.page_size,
});
export type ErasuresQuery = z.infer<typeof erasuresQuerySchema>;

export const erasuresPageSchema = z
  .object({ erasures: z.array(erasureRecordSchema) })
  .extend(pageInfoSchema.shape);
export type ErasuresPage = z.infer<typeof erasuresPageSchema>;

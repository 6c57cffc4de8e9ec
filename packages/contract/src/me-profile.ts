import { z } from "zod";
import { otpSchema } from "./auth.js";
import { emailSchema, FIELD_MESSAGES, languageSchema } from "./common.js";
import { SECRET_PATTERN } from "./common-rules.js";
import { NOTHING_TO_CHANGE_MESSAGE } from "./me-profile-constants.js";
import { PERSON_DATA_FORMATS } from "./privacy.js";
import { USER_MESSAGES } from "./users.js";

export * from "./me-profile-constants.js";

// The participants' app: the person's own profile and data. Routes (app session):
//   PATCH  /api/me/profile                  myProfileUpdateSchema → personResponseSchema
//   PUT    /api/me/profile/photo            multipart field "file" → personResponseSchema
//   DELETE /api/me/profile/photo            personResponseSchema
//   POST   /api/me/email-change             emailChangeRequestSchema → codeSentResponseSchema
//   POST   /api/me/email-change/verify      codeConfirmationSchema → personResponseSchema
//   GET    /api/me/data?format=json|zip     the privacy engine's person data (PersonData)
//   POST   /api/me/account-deletion         → codeSentResponseSchema (a fresh code by e-mail)
//   POST   /api/me/account-deletion/confirm codeConfirmationSchema → messageResponseSchema
// A change of name, phone, language or photo applies to every participant row of the person (all
// their events); so does a change of e-mail, once the code sent to the new address is confirmed.

const NAME_MAX_LENGTH = 200;
const PHONE_MAX_LENGTH = 50;

export const myProfileUpdateSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, USER_MESSAGES.nameRequired)
      .max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong)
      .optional(),
    phone: z
      .string()
      .trim()
      .max(PHONE_MAX_LENGTH, USER_MESSAGES.phoneTooLong)
      .nullable()
      .optional()
      .transform((value) => (value === "" ? null : value)),
    language: languageSchema.optional(),
  })
  .refine(
    (update) =>
      update.name !== undefined || update.phone !== undefined || update.language !== undefined,
    { message: NOTHING_TO_CHANGE_MESSAGE },
  );
export type MyProfileUpdate = z.infer<typeof myProfileUpdateSchema>;
export type MyProfileFormValues = z.input<typeof myProfileUpdateSchema>;

export const emailChangeRequestSchema = z.object({ email: emailSchema });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

export const codeSentResponseSchema = z.object({
  message: z.string(),
  confirmation_token: z.string().describe("Send it back with the code from the e-mail"),
});
export type CodeSentResponse = z.infer<typeof codeSentResponseSchema>;

export const codeConfirmationSchema = z.object({
  confirmation_token: z
    .string()
    .regex(SECRET_PATTERN, FIELD_MESSAGES.notValid("confirmation_token")),
  code: otpSchema,
});
export type CodeConfirmation = z.infer<typeof codeConfirmationSchema>;

export const myDataQuerySchema = z.object({
  format: z
    .enum(PERSON_DATA_FORMATS, { error: `format must be one of ${PERSON_DATA_FORMATS.join(", ")}` })
    .default("json"),
});
export type MyDataQuery = z.infer<typeof myDataQuerySchema>;

import { z } from "zod";
import { emailSchema, languageSchema, NO_CONTROL_CHARACTERS, recordIdsSchema } from "./common.js";
import {
  ACCOUNT_TYPES,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_TOO_SHORT_MESSAGE,
  PHONE_MAX_LENGTH,
  USER_MESSAGES,
  USER_TYPES,
} from "./user-constants.js";

export * from "./user-constants.js";

export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const accountTypeSchema = z.enum(ACCOUNT_TYPES);
export type AccountType = z.infer<typeof accountTypeSchema>;

export const userSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    type: accountTypeSchema.describe("door_staff only for the signed-in door staff's own account"),
    isVerified: z.boolean(),
    profile_image: z.string().nullable().describe("A path under /media, or null"),
    language: languageSchema
      .nullable()
      .describe(
        "The language the user chose for the app and their e-mails; null follows the browser",
      ),
    created_date: z.string().describe("UTC ISO 8601"),
    updated_date: z.string().describe("UTC ISO 8601"),
  })
  .describe("A user as every answer shows it; the password never leaves the server");
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });

/** PUT /api/auth/language: the signed-in user's own language; null goes back to the browser's. */
export const languageChoiceSchema = z.object({ language: languageSchema.nullable() });
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
export type UserResponse = z.infer<typeof userResponseSchema>;

/** What an event admin may see of other users: enough to choose an event's admin. */
export const userSummarySchema = userSchema.pick({
  id: true,
  name: true,
  email: true,
  type: true,
  profile_image: true,
});
export type UserSummary = z.infer<typeof userSummarySchema>;

export const usersListResponseSchema = z
  .array(z.union([userSchema, userSummarySchema]))
  .describe("Newest first. System admins get every user; event admins get event admins' summaries");
export type UsersListResponse = z.infer<typeof usersListResponseSchema>;

export const nameSchema = z
  .string({ error: USER_MESSAGES.nameRequired })
  .trim()
  .min(1, USER_MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, USER_MESSAGES.nameTooLong)
  .regex(NO_CONTROL_CHARACTERS, USER_MESSAGES.nameControlCharacters);

const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, USER_MESSAGES.phoneTooLong)
  .regex(/^[0-9+()\-.\s]*$/, USER_MESSAGES.phoneInvalid);

export const newPasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT_MESSAGE)
  .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong);

/** Multipart sends every field as text, so "true" and "false" must mean what they say. */
export const formBooleanSchema = z.preprocess(
  (value) => (value === "true" ? true : value === "false" ? false : value),
  z.boolean(),
);

const blankToUndefined = (value: unknown) => (value === "" || value === null ? undefined : value);

const userFieldsSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  phone: z.preprocess(blankToUndefined, phoneSchema.optional()),
  isVerified: formBooleanSchema
    .optional()
    .describe("Accepted as the forms send it, and ignored: only signing in with the code verifies"),
});

function requirePhoneOfEventAdmins(
  user: { type?: UserType; phone?: string | undefined },
  context: z.RefinementCtx,
) {
  if (user.type === "event_admin" && !user.phone) {
    context.addIssue({
      code: "custom",
      path: ["phone"],
      message: USER_MESSAGES.phoneRequiredForEventAdmins,
    });
  }
}

export const createUserRequestSchema = userFieldsSchema
  .extend({
    type: userTypeSchema,
    // Two checks that never both fire, and neither aborts, so the object's own rules (the
    // event admin's phone) are still reported alongside.
    password: z
      .string({ error: USER_MESSAGES.passwordRequiredForNewAdmins })
      .refine((password) => password.length > 0, USER_MESSAGES.passwordRequiredForNewAdmins)
      .refine(
        (password) => password.length === 0 || password.length >= PASSWORD_MIN_LENGTH,
        PASSWORD_TOO_SHORT_MESSAGE,
      )
      .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong),
  })
  .superRefine(requirePhoneOfEventAdmins);
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

export const updateUserRequestSchema = userFieldsSchema
  .extend({
    type: userTypeSchema.optional().describe("Missing keeps the current type"),
    password: z
      .preprocess(blankToUndefined, newPasswordSchema.optional())
      .describe("Blank or missing keeps the current password"),
  })
  .superRefine(requirePhoneOfEventAdmins);
export type UpdateUserRequest = z.infer<typeof updateUserRequestSchema>;

export const userIdParamsSchema = recordIdsSchema({ id: "user" });

import { z } from "zod";
import { otpSchema } from "./auth.js";
import { emailSchema, FIELD_MESSAGES, languageSchema } from "./common.js";
import { RECORD_SECRET_PATTERN, SECRET_PATTERN } from "./common-rules.js";

export * from "./me-constants.js";

// The participants' app: a person (one e-mail, case-blind) signed in with a code sent to it.

/** A sign-in's secret. */
const tokenSchema = (name: string) =>
  z
    .string({ error: FIELD_MESSAGES.required(name) })
    .regex(SECRET_PATTERN, FIELD_MESSAGES.notValid(name));

/**
 * web: the session travels in the HttpOnly app_token cookie with a CSRF cookie; mobile: the
 * answer carries the token, for Authorization: Bearer, and sets no cookie.
 */
export const APP_CLIENTS = ["web", "mobile"] as const;
export type AppClient = (typeof APP_CLIENTS)[number];
const clientSchema = z
  .enum(APP_CLIENTS, { error: `client must be one of ${APP_CLIENTS.join(", ")}` })
  .default("web");

export const appSignInRequestSchema = z.object({ email: emailSchema });
export type AppSignInRequest = z.infer<typeof appSignInRequestSchema>;

export const appSignInResponseSchema = z.object({
  message: z.string(),
  sign_in_token: z
    .string()
    .describe("Binds the code to this sign-in: send it back with the code or to resend."),
});
export type AppSignInResponse = z.infer<typeof appSignInResponseSchema>;

export const appVerifyRequestSchema = z.object({
  sign_in_token: tokenSchema("sign_in_token"),
  code: otpSchema,
  client: clientSchema,
});
export type AppVerifyRequest = z.input<typeof appVerifyRequestSchema>;

export const appResendRequestSchema = z.object({ sign_in_token: tokenSchema("sign_in_token") });
export type AppResendRequest = z.infer<typeof appResendRequestSchema>;

/** The personal link of a ticket e-mail, for participants who are not asked for a code. */
export const appLinkSignInRequestSchema = z.object({
  token: z
    .string({ error: FIELD_MESSAGES.required("token") })
    .regex(RECORD_SECRET_PATTERN, FIELD_MESSAGES.notValid("token")),
  client: clientSchema,
});
export type AppLinkSignInRequest = z.input<typeof appLinkSignInRequestSchema>;

/** The signed-in person, as the app shows them: from their most recently changed participant row. */
export const personSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  profile_image: z.string().nullable(),
  language: languageSchema
    .nullable()
    .describe(
      "The language of the person's app and e-mails; null: their browser's, else the server's default",
    ),
});
export type Person = z.infer<typeof personSchema>;

export const personResponseSchema = z.object({ person: personSchema });
export type PersonResponse = z.infer<typeof personResponseSchema>;

export const appSessionResponseSchema = z.object({
  person: personSchema,
  token: z
    .string()
    .optional()
    .describe("Only for client mobile: the session token for Authorization: Bearer."),
});
export type AppSessionResponse = z.infer<typeof appSessionResponseSchema>;

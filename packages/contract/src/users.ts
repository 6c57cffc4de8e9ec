import { z } from "zod";

export const USER_TYPES = ["system_admin", "event_admin"] as const;
export const userTypeSchema = z.enum(USER_TYPES);
export type UserType = z.infer<typeof userTypeSchema>;

export const PASSWORD_MIN_LENGTH = 6;
export const NAME_MAX_LENGTH = 200;
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_MAX_LENGTH = 40;
// Long enough for any pass phrase, short enough that hashing cannot be used to burn CPU.
export const PASSWORD_MAX_LENGTH = 256;

// zod's e-mail pattern, widened to the host "localhost": the first system admin of a fresh
// installation is admin@localhost (DESIGN §3) and must be able to sign in.
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}|localhost)$/;

export const emailSchema = z
  .string()
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, "Email is too long")
  .pipe(z.email({ pattern: EMAIL_PATTERN, error: "Enter a valid email address" }));

export const userSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    type: userTypeSchema,
    isVerified: z.boolean(),
    profile_image: z.string().nullable().describe("A path under /media, or null"),
    created_date: z.string().describe("UTC ISO 8601"),
    updated_date: z.string().describe("UTC ISO 8601"),
  })
  .describe("A user as every answer shows it; the password never leaves the server");
export type User = z.infer<typeof userSchema>;

export const userResponseSchema = z.object({ user: userSchema });
export type UserResponse = z.infer<typeof userResponseSchema>;

import { z } from "zod";
import { emailSchema } from "./common.js";
import { PASSWORD_MAX_LENGTH } from "./users.js";

export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 10 * 60;
export const OTP_MAX_WRONG_TRIES = 5;
export const OTP_RESEND_COOLDOWN_SECONDS = 90;

export const SESSION_COOKIE = "token";
export const CSRF_COOKIE = "csrf_access_token";
export const CSRF_HEADER = "X-CSRF-TOKEN";
export const PENDING_SIGN_IN_COOKIE = "pending_sign_in";

export const SESSION_MAX_AGE_SECONDS = 12 * 60 * 60;
export const SESSION_IDLE_SECONDS = 30 * 60;

export const INVALID_CREDENTIALS_MESSAGE = "Invalid email or password";

export const otpSchema = z
  .string()
  .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), `The code is exactly ${OTP_LENGTH} digits`);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, "Password is required")
    .max(PASSWORD_MAX_LENGTH, "Password is too long"),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  user_id: z.uuid(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyOtpRequestSchema = z.object({
  otp: otpSchema,
  user_id: z.uuid("user_id must be a user id"),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const resendOtpRequestSchema = z.object({
  userId: z.uuid("userId must be a user id"),
});
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.literal("ok"),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

export const CODE_SENT_MESSAGE = "Verification code sent to your email";
export const CODE_RESENT_MESSAGE = "Verification code resent to your email";
export const INVALID_CODE_MESSAGE = "Invalid verification code";
export const CODE_EXPIRED_MESSAGE = "Your verification code has expired. Please login again.";
export const NOT_AUTHENTICATED_MESSAGE = "Not authenticated";
export const INVALID_CSRF_MESSAGE = "Invalid or missing CSRF token";
export const LOGGED_OUT_MESSAGE = "Logged out";

import { z } from "zod";
import { OTP_LENGTH } from "./auth-constants.js";
import { emailSchema, FIELD_MESSAGES } from "./common.js";
import { PASSWORD_MAX_LENGTH, USER_MESSAGES } from "./users.js";

export * from "./auth-constants.js";

export const OTP_FORM_MESSAGE = `The code is exactly ${OTP_LENGTH} digits`;

export const otpSchema = z.string().regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), OTP_FORM_MESSAGE);

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(1, USER_MESSAGES.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, USER_MESSAGES.passwordTooLong),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  user_id: z.uuid(),
  message: z.string(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const verifyOtpRequestSchema = z.object({
  otp: otpSchema,
  user_id: z.uuid(FIELD_MESSAGES.recordId("user_id", "user")),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

export const resendOtpRequestSchema = z.object({
  userId: z.uuid(FIELD_MESSAGES.recordId("userId", "user")),
});
export type ResendOtpRequest = z.infer<typeof resendOtpRequestSchema>;

export const healthResponseSchema = z.object({
  status: z.literal("ok"),
  database: z.literal("ok"),
});
export type HealthResponse = z.infer<typeof healthResponseSchema>;

// For load balancers: live = the process answers; ready = it can serve, every store
// it needs reachable.
export const healthLiveResponseSchema = z.object({ status: z.literal("live") });
export const healthReadyResponseSchema = z.object({
  status: z.literal("ready"),
  database: z.literal("ok"),
  redis: z.enum(["ok", "not_configured"]).describe("The shared rate-limit store (REDIS_URL)"),
  file_store: z
    .literal("ok")
    .describe("The file store: the uploads folder writable, or the S3 bucket answering"),
});
export type HealthReadyResponse = z.infer<typeof healthReadyResponseSchema>;

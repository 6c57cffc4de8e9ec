// The sign-in's plain values, apart from its schemas: the sign-in page needs the cookie and
// header names on its first load, and zod should not come with them.
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
export const CODE_SENT_MESSAGE = "Verification code sent to your email";
export const CODE_RESENT_MESSAGE = "Verification code resent to your email";
export const INVALID_CODE_MESSAGE = "Invalid verification code";
export const CODE_EXPIRED_MESSAGE = "Your verification code has expired. Please login again.";
export const NOT_AUTHENTICATED_MESSAGE = "Not authenticated";
export const INVALID_CSRF_MESSAGE = "Invalid or missing CSRF token";
export const LOGGED_OUT_MESSAGE = "Logged out";

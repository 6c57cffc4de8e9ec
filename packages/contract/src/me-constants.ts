// The participants' app's plain values, apart from its schemas: the app's first load needs the
// cookie and header names, and zod should not come with them.

/** The participants' session cookie: a name of its own, so an admin's session never opens the app. */
export const APP_SESSION_COOKIE = "app_token";
/** Read by the app's script and echoed in X-CSRF-TOKEN, as the admins' csrf_access_token is. */
export const APP_CSRF_COOKIE = "app_csrf_token";
/**
 * A phone keeps its participant signed in for the length of an event season: the app holds
 * their own data only, and a ticket that needs a fresh sign-in at the door is worse than useless.
 */
export const APP_SESSION_MAX_AGE_SECONDS = 90 * 24 * 60 * 60;
export const APP_SESSION_IDLE_SECONDS = 30 * 24 * 60 * 60;
/**
 * The answer to every sign-in request, known e-mail or not, so the answers never tell whether
 * an address is a participant's.
 */
export const APP_CODE_SENT_MESSAGE =
  "If this e-mail address belongs to a participant, a sign-in code is on its way.";
export const APP_CODE_RESENT_MESSAGE =
  "If this e-mail address belongs to a participant, a new sign-in code is on its way.";
export const APP_INVALID_CODE_MESSAGE = "Invalid sign-in code";
export const APP_CODE_EXPIRED_MESSAGE = "This sign-in code has expired. Please ask for a new one.";
export const APP_INVALID_LINK_MESSAGE =
  "This sign-in link is no longer valid. Sign in with your e-mail address instead.";
export const APP_SIGNED_OUT_MESSAGE = "Signed out";

// Single sign-on through an OpenID Connect provider: the plain values the server and
// the sign-in page share. No zod here: the sign-in page reads these on its first load.

/** The server's routes; the callback is the redirect_uri registered at the provider. */
export const SSO_START_PATH = "/api/auth/sso/start";
export const SSO_CALLBACK_PATH = "/api/auth/sso/callback";

/**
 * Binds a sign-in under way to the browser that started it. SameSite=Lax, because it must come
 * back on the provider's top-level redirect to the callback; sent to the SSO routes only.
 */
export const SSO_PENDING_COOKIE = "sso_pending";
export const SSO_COOKIE_PATH = "/api/auth/sso";

/** How long a started sign-in may take at the provider. */
export const SSO_SIGN_IN_TTL_SECONDS = 10 * 60;

/** Where a signed-in browser lands (the web sends a signed-in user on to their portal). */
export const SSO_SUCCESS_PATH = "/";
/** Where a failed sign-in lands, with the error's code in this query parameter. */
export const SSO_FAILURE_PATH = "/login";
export const SSO_ERROR_QUERY = "sso_error";

/**
 * Set on the page's root element when SSO is configured, holding the button's label, so the
 * sign-in page shows "Sign in with <label>" without asking the server.
 */
export const SSO_LABEL_ATTRIBUTE = "data-sso-label";
export const SSO_DEFAULT_BUTTON_LABEL = "single sign-on";

/** What OIDC_CREATE_ACCOUNTS may say: "" creates no account. */
export const SSO_CREATED_ACCOUNT_TYPES = ["", "event_admin"] as const;
export type SsoCreatedAccountType = (typeof SSO_CREATED_ACCOUNT_TYPES)[number];

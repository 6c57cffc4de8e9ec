// Single sign-on's refusals, apart from sso.ts: the sign-in page reads sso.ts on its
// first load, and these English texts would weigh on its script budget there; it shows the
// texts of these codes from its catalogue.

export const SSO_MESSAGES = {
  stateMismatch: "This single sign-on did not start in this browser, or it expired. Try again.",
  failed: "Single sign-on failed. Try again.",
  emailUnverified: "Your organisation has not verified your e-mail address.",
  unknownAccount:
    "No account here uses the e-mail address your organisation gave. Ask a system administrator to add you.",
} as const;

export type SsoErrorCode = `sso.${keyof typeof SSO_MESSAGES}`;

export const SSO_ERROR_CODES: readonly SsoErrorCode[] = Object.keys(SSO_MESSAGES).map(
  (key) => `sso.${key}` as SsoErrorCode,
);

/** Whether a `sso_error` query value is one the server sends (anything else is ignored). */
export function isSsoErrorCode(value: unknown): value is SsoErrorCode {
  return typeof value === "string" && (SSO_ERROR_CODES as readonly string[]).includes(value);
}

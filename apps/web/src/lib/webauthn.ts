import type * as SimpleWebAuthn from "@simplewebauthn/browser";
import { ApiError, describeError } from "./api-error";

/**
 * The browser's side of WebAuthn, as SimpleWebAuthn wraps it. Screens take it as something to
 * load, so it reaches no page's first JavaScript (the sign-in page has a budget), and so a test
 * can hand in the authenticator's answers while every server answer stays real.
 */
export type WebAuthnClient = Pick<
  typeof SimpleWebAuthn,
  "browserSupportsWebAuthn" | "startAuthentication" | "startRegistration"
>;

export type LoadWebAuthnClient = () => Promise<WebAuthnClient>;

export const loadWebAuthnClient: LoadWebAuthnClient = () => import("@simplewebauthn/browser");

/**
 * Did the person (or the browser's time-out) end the browser's passkey dialog? WebAuthn says so
 * with NotAllowedError, which SimpleWebAuthn passes on under the same name; nothing went wrong.
 */
export function isWebAuthnCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")
  );
}

/** Is this passkey already one of the account's (the options exclude them)? */
export function isPasskeyAlreadyAdded(error: unknown): boolean {
  return error instanceof Error && error.name === "InvalidStateError";
}

/**
 * What to tell a person whose passkey step failed: the server's refusal in their language (by
 * its code), else the screen's own words; the browser's errors are technical English.
 */
export function describePasskeyFailure(error: unknown, fallback: string): string {
  return error instanceof ApiError ? describeError(error, fallback) : fallback;
}

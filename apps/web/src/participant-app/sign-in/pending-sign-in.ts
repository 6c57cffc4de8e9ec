import { OTP_TTL_SECONDS } from "@events/contract";

// The sign-in waiting for its code, kept for the tab: a phone often drops a page in the
// background while its person reads the e-mail, and the code must still have somewhere to go.

export type PendingSignIn = {
  email: string;
  signInToken: string;
  /** When the last code was sent (ms since the epoch): the resend countdown runs from it. */
  sentAt: number;
};

const STORAGE_KEY = "events-app:pending-sign-in";

function isPendingSignIn(value: unknown): value is PendingSignIn {
  if (typeof value !== "object" || value === null) return false;
  const { email, signInToken, sentAt } = value as Record<string, unknown>;
  return typeof email === "string" && typeof signInToken === "string" && typeof sentAt === "number";
}

/** The sign-in waiting for its code in this tab, unless its code has expired. */
export function readPendingSignIn(now: number = Date.now()): PendingSignIn | undefined {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
    if (isPendingSignIn(stored) && now - stored.sentAt < OTP_TTL_SECONDS * 1000) return stored;
  } catch {
    // Unreadable or unavailable storage: start again from the e-mail address.
  }
  return undefined;
}

export function savePendingSignIn(pending: PendingSignIn | undefined) {
  try {
    if (pending) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(pending));
    else sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Private browsing may refuse storage; the sign-in still works while the page stays.
  }
}

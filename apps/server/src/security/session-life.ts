import { AUTH_MESSAGES } from "@events/contract";
import { tooManyRequests } from "../errors.js";
import { isSameSecret, signWithSecret } from "./tokens.js";

// The rules both kinds of session share (the admins' and the participants' app's), and the
// codes both e-mail: one place each, so the two kinds cannot drift apart.

// Touching last_used_at on every request would turn every read into a write.
const SESSION_TOUCH_INTERVAL_MS = 60_000;

export interface SessionTimes {
  expires_at: Date;
  last_used_at: Date;
}

/**
 * What a request finds of a session: ended (past its maximum age, or idle too long), to be
 * touched (last used more than a minute ago), or fresh. Exported for the bench's raw door
 * server, which must judge a session exactly as the app does.
 */
export function sessionLife(
  session: SessionTimes,
  now: Date,
  idleSeconds: number,
): "ended" | "touch" | "fresh" {
  const idleSince = now.getTime() - session.last_used_at.getTime();
  if (session.expires_at.getTime() <= now.getTime() || idleSince >= idleSeconds * 1000) {
    return "ended";
  }
  return idleSince >= SESSION_TOUCH_INTERVAL_MS ? "touch" : "fresh";
}

type FoundSession = { session: SessionTimes & { id: string } };

/** Where a kind of session is kept: found by its token's hash (with its owner), ended, touched. */
export interface SessionKeeping<Found extends FoundSession> {
  find(tokenHash: string): Promise<Found | undefined>;
  idleSecondsOf(session: Found["session"]): number;
  end(id: string): Promise<unknown>;
  touch(id: string, at: Date): Promise<void>;
}

/**
 * The session behind a token's hash, with its owner; undefined when there is none or it has
 * ended, and an ended one is deleted. One used over a minute ago is touched.
 */
export async function findLiveSession<Found extends FoundSession>(
  tokenHash: string,
  now: () => Date,
  keeping: SessionKeeping<Found>,
): Promise<Found | undefined> {
  const found = await keeping.find(tokenHash);
  if (!found) return undefined;
  const current = now();
  const life = sessionLife(found.session, current, keeping.idleSecondsOf(found.session));
  if (life === "ended") {
    await keeping.end(found.session.id);
    return undefined;
  }
  if (life === "touch") await keeping.touch(found.session.id, current);
  return found;
}

/**
 * The CSRF values of one kind of session (DESIGN §4.5): an HMAC of the session's token hash, under
 * a label of the kind, so a value of one kind never passes for the other's.
 */
export function csrfValues(secretKey: string, label: string) {
  const tokenFor = (session: { token_hash: string }) =>
    signWithSecret(secretKey, `${label}${session.token_hash}`);
  return {
    tokenFor,
    /** Whether the header repeats the cookie and the cookie is the session's own. */
    isValid(
      session: { token_hash: string },
      cookieValue: string | undefined,
      headerValue: string | undefined,
    ): boolean {
      if (!cookieValue || !headerValue) return false;
      return isSameSecret(cookieValue, headerValue) && isSameSecret(headerValue, tokenFor(session));
    },
  };
}

/** Refuses (429, with the seconds to wait) a new code asked for within the cooldown of the last. */
export function assertResendAllowed(lastSentAt: Date, now: Date, cooldownSeconds: number): void {
  const waitedSeconds = (now.getTime() - lastSentAt.getTime()) / 1000;
  const remainingSeconds = Math.ceil(cooldownSeconds - waitedSeconds);
  if (remainingSeconds > 0) {
    throw tooManyRequests(AUTH_MESSAGES.waitBeforeResend(remainingSeconds), remainingSeconds);
  }
}

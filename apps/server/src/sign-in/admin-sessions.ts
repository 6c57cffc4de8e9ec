import { API_TOKEN_MESSAGES, type AuditAction, type User } from "@events/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { RequestOrigin } from "../audit/actor.js";
import type { SessionRow, UserRow } from "../db/schema.js";
import { forbidden } from "../errors.js";
import { setSessionCookies } from "../http/session-cookies.js";
import { presentUser } from "../presenters/user.js";
import type { UnitOfWork } from "../transactions/transaction-runner.js";

// The admins' and door staff's sessions as the ways of signing in share them: modules/auth starts
// them, and the other sign-ins (single sign-on, passkeys, a door device's pairing) receive its
// session start from app.ts through these interfaces.

/** A session just started, with the values its cookies carry. */
export interface StartedSession {
  session: SessionRow;
  token: string;
  csrfToken: string;
}

/** A sign-in's session, with its user as the sign-in left them (verified). */
export type StartedSignIn = StartedSession & { user: UserRow };

/** The sign-ins that need no e-mailed code, each logged by its own action. */
export type SignInWithoutCode = Extract<AuditAction, "sign_in_sso" | "sign_in_passkey">;

/** The session start of a sign-in that needs no e-mailed code (an organisation's, a passkey). */
export interface SessionsWithoutCode {
  /**
   * Inside the caller's transaction: marks the user verified, starts the session and logs the
   * way it happened. Undefined when the user is gone.
   */
  startSessionWithoutCode(
    unit: UnitOfWork,
    origin: RequestOrigin,
    userId: string,
    action: SignInWithoutCode,
  ): Promise<StartedSignIn | undefined>;
}

/** The session start of a paired door device, narrowed to its event. */
export interface DeviceSessions {
  startDeviceSession(
    unit: UnitOfWork,
    userId: string,
    device: { eventId: string; name: string },
  ): Promise<StartedSession>;
}

/**
 * The session of a request to a route of no token area: the authentication hook refuses every
 * token there, so a session is what let the request in.
 */
export function sessionOf(request: FastifyRequest): SessionRow {
  if (!request.session) throw forbidden(API_TOKEN_MESSAGES.notForTokens);
  return request.session;
}

/** The answer of a sign-in that ends on our page: the session's cookies, and the user. */
export function answerSignIn(
  reply: FastifyReply,
  isSecureCookies: boolean,
  { user, token, csrfToken }: Omit<StartedSignIn, "session">,
): { user: User } {
  setSessionCookies(reply, isSecureCookies, { token, csrfToken });
  return { user: presentUser(user) };
}

import {
  APP_CSRF_COOKIE,
  APP_SESSION_COOKIE,
  APP_SESSION_MAX_AGE_SECONDS,
  type AppClient,
  type Person,
} from "@events/contract";
import type { FastifyReply } from "fastify";
import type { RequestOrigin } from "../audit/actor.js";
import type { AppPersonRow, AppSessionRow } from "../db/schema.js";
import { sessionCookieOptions } from "../http/session-cookies.js";
import type { UnitOfWork } from "../transactions/transaction-runner.js";

// The participants' app's sessions as its ways of signing in share them: modules/app-sign-in
// starts them, and the passkey sign-in receives its session start from app.ts through these
// interfaces.

/** A participant's session just started, with the values its cookies (or the mobile app) carry. */
export interface StartedAppSession {
  person: AppPersonRow;
  session: AppSessionRow;
  token: string;
  csrfToken: string;
}

/** The person as the app shows them; 401 once they are nobody's participant any more. */
export interface PersonDescriptions {
  describe(person: AppPersonRow): Promise<Person>;
}

/** The session start of a sign-in that needs no e-mailed code (a passkey). */
export interface AppSessionsWithoutCode extends PersonDescriptions {
  /**
   * Inside the caller's transaction, logged as a passkey sign-in; undefined when the person is
   * gone or no participant any more.
   */
  startSessionWithoutCode(
    unit: UnitOfWork,
    origin: RequestOrigin,
    personId: string,
  ): Promise<StartedAppSession | undefined>;
}

/**
 * How a sign-in (a code, a ticket's link, a passkey) answers the session it started: the web
 * app's travels in cookies, the mobile app's token in the answer.
 */
export function appSessionAnswerer(people: PersonDescriptions, isSecureCookies: boolean) {
  const { session: sessionCookie, csrf: csrfCookie } = sessionCookieOptions(isSecureCookies);
  return async (
    reply: FastifyReply,
    client: AppClient,
    signedIn: Pick<StartedAppSession, "person" | "token" | "csrfToken">,
  ) => {
    const person = await people.describe(signedIn.person);
    if (client === "mobile") return { person, token: signedIn.token };
    reply
      .setCookie(APP_SESSION_COOKIE, signedIn.token, {
        ...sessionCookie,
        maxAge: APP_SESSION_MAX_AGE_SECONDS,
      })
      .setCookie(APP_CSRF_COOKIE, signedIn.csrfToken, {
        ...csrfCookie,
        maxAge: APP_SESSION_MAX_AGE_SECONDS,
      });
    return { person };
  };
}

/** Clears the web app's session cookies; a mobile app holds its token itself. */
export function clearAppSessionCookies(
  reply: FastifyReply,
  isSecureCookies: boolean,
): FastifyReply {
  const { session: sessionCookie, csrf: csrfCookie } = sessionCookieOptions(isSecureCookies);
  return reply
    .clearCookie(APP_SESSION_COOKIE, sessionCookie)
    .clearCookie(APP_CSRF_COOKIE, csrfCookie);
}

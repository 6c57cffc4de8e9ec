import { CSRF_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS } from "@events/contract";
import type { CookieSerializeOptions } from "@fastify/cookie";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The cookies of a signed-in session (DESIGN §4.3): the token HttpOnly, and the CSRF value
 * readable by our own page's script, which echoes it in X-CSRF-TOKEN.
 */
export function sessionCookieOptions(isSecure: boolean): {
  session: CookieSerializeOptions;
  csrf: CookieSerializeOptions;
} {
  const session: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure,
    path: "/",
  };
  return { session, csrf: { ...session, httpOnly: false } };
}

/** A new session's values, as the cookies of an admin's (or door staff's) session carry them. */
export interface SessionCookieValues {
  token: string;
  csrfToken: string;
  /** The session's life (auth.service sessionLimitsOf); a sign-in's by default. */
  maxAgeSeconds?: number | undefined;
}

/**
 * Sets the cookies of a session just started: by the code of a sign-in, or by a door device's
 * pairing. Both answer with the same cookies, so every later request is authenticated alike.
 */
export function setSessionCookies(
  reply: FastifyReply,
  isSecure: boolean,
  { token, csrfToken, maxAgeSeconds = SESSION_MAX_AGE_SECONDS }: SessionCookieValues,
): FastifyReply {
  const { session, csrf } = sessionCookieOptions(isSecure);
  return reply
    .setCookie(SESSION_COOKIE, token, { ...session, maxAge: maxAgeSeconds })
    .setCookie(CSRF_COOKIE, csrfToken, { ...csrf, maxAge: maxAgeSeconds });
}

/** Where a browser-binding cookie is sent, and how long the sign-in step it binds lives. */
export interface BrowserBinding {
  path: string;
  maxAgeSeconds: number;
}

/**
 * The cookie that binds a sign-in step under way (a code's, a passkey challenge's, a single
 * sign-on's) to the browser that started it: HttpOnly, sent only to the routes that read it, and
 * lax, so that it comes back on a provider's top-level redirect.
 */
export function browserBindingCookie(
  name: string,
  { path, maxAgeSeconds }: BrowserBinding,
  isSecure: boolean,
) {
  const options: CookieSerializeOptions = {
    httpOnly: true,
    sameSite: "lax",
    secure: isSecure,
    path,
  };
  return {
    set: (reply: FastifyReply, token: string) =>
      reply.setCookie(name, token, { ...options, maxAge: maxAgeSeconds }),
    clear: (reply: FastifyReply) => reply.clearCookie(name, options),
    read: (request: FastifyRequest): string | undefined => request.cookies[name],
  };
}

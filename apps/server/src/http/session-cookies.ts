import type { CookieSerializeOptions } from "@fastify/cookie";

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

import {
  CSRF_COOKIE,
  INVALID_CREDENTIALS_MESSAGE,
  PENDING_SIGN_IN_COOKIE,
  SESSION_COOKIE,
} from "@events/contract";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { describe, expect, it } from "vitest";
import { sessions, signInChallenges, users } from "../../db/schema.js";
import { hashToken } from "../../security/tokens.js";
import {
  cookieValue,
  createUser,
  extractCode,
  signIn,
  startSignIn,
  uniqueEmail,
  uniqueIp,
  verifyPendingSignIn,
} from "../../test/app.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { type RequestOptions, signInSteps, wrongCode } from "../../test/sign-in-steps.js";
import { AUTH_RATE_LIMITS } from "./auth.routes.js";

const EXPIRED_MESSAGE = "Your verification code has expired. Please login again.";

/** The answer to a code that can no longer sign in: the user must log in again. */
function expectSignInExpired(response: LightMyRequestResponse) {
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: EXPIRED_MESSAGE, code: "auth.codeExpired" });
}

/** Every body the server sent, to prove no code or token ever appears in one. */
const bodies: string[] = [];

const moduleTest = setUpModuleTest("auth", {
  configure: (instance) =>
    instance.addHook("onSend", async (_request, _reply, payload) => {
      if (typeof payload === "string") bodies.push(payload);
      return payload;
    }),
});

const { post, verify, newPendingSignIn, enterWrongCodes, logInWithFailingMailer } =
  signInSteps(moduleTest);

describe("POST /api/auth/login", () => {
  it("e-mails a six-digit code and binds the sign-in to this browser", async () => {
    const user = await createUser(moduleTest.db);
    const response = await post("/api/auth/login", {
      payload: { email: user.email, password: "correct horse" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user_id: user.id,
      message: "Verification code sent to your email",
    });
    const pending = response.cookies.find((cookie) => cookie.name === PENDING_SIGN_IN_COOKIE);
    expect(pending).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/api/auth" });
    expect(pending?.maxAge).toBe(600);
    expect(pending?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mail = await moduleTest.sink.nextMailTo(user.email);
    expect(mail.subject).toBe("Your sign-in code");
    expect(extractCode(mail.text)).toMatch(/^\d{6}$/);
    expect(mail.text).toContain("10 minutes");
    expect(mail.text).toMatch(/did not try to sign in/);
  });

  it("answers the same 401 for a wrong password and an unknown e-mail", async () => {
    const { sink } = moduleTest;
    const user = await createUser(moduleTest.db);
    const wrongPassword = await post("/api/auth/login", {
      payload: { email: user.email, password: "not the password" },
    });
    const unknownEmail = await post("/api/auth/login", {
      payload: { email: uniqueEmail("nobody"), password: "correct horse" },
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      error: INVALID_CREDENTIALS_MESSAGE,
      code: "auth.invalidCredentials",
    });
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(cookieValue(wrongPassword, PENDING_SIGN_IN_COOKIE)).toBeUndefined();
    expect(sink.countUnread(user.email)).toBe(0);
  });

  it("finds the account whatever the case of the e-mail", async () => {
    const user = await createUser(moduleTest.db, { email: uniqueEmail("Mixed.Case") });
    const response = await post("/api/auth/login", {
      payload: { email: `  ${user.email.toUpperCase()} `, password: "correct horse" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().user_id).toBe(user.id);
    await moduleTest.sink.nextMailTo(user.email);
  });

  it.each([
    ["a missing password", { email: "a@example.com" }, "password"],
    ["a password of the wrong type", { email: "a@example.com", password: 12 }, "password"],
    ["an invalid e-mail", { email: "not-an-email", password: "secret" }, "email"],
    ["a missing e-mail", { password: "secret" }, "email"],
  ])("answers 400 naming the field for %s", async (_case, payload, field) => {
    const response = await post("/api/auth/login", { payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe("Invalid input");
    expect(body.details).toEqual(
      expect.arrayContaining([expect.objectContaining({ field, message: expect.any(String) })]),
    );
  });

  it("answers 400 for a body that is not JSON", async () => {
    const response = await post("/api/auth/login", {
      headers: { "content-type": "application/json" },
      payload: '{"email": "a@example.com", ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: expect.any(String), code: "http.malformedJson" });
    expect(response.body).not.toMatch(/at .*\.js/);
  });

  it("answers 503 and leaves no pending sign-in when the e-mail cannot be sent", async () => {
    const { response, challenges } = await logInWithFailingMailer();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      error: "Could not send the verification e-mail. Please try again.",
      code: "auth.sendFailed",
    });
    expect(challenges).toHaveLength(0);
  });

  it("refuses one attempt more than the per-address limit within a minute with 429", async () => {
    const { max } = AUTH_RATE_LIMITS.loginPerIp;
    const ip = uniqueIp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= max; attempt += 1) {
      const response = await moduleTest.app.inject({
        method: "POST",
        url: "/api/auth/login",
        remoteAddress: ip,
        payload: { email: uniqueEmail("limited"), password: "whatever" },
      });
      statuses.push(response.statusCode);
      if (attempt === max) {
        expect(response.json().error).toMatch(
          /^Too many requests\. Please try again in \d+ seconds\.$/,
        );
        expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
      }
    }
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses[max]).toBe(429);
    // Another address is not affected.
    const other = await post("/api/auth/login", {
      payload: { email: uniqueEmail("other"), password: "whatever" },
    });
    expect(other.statusCode).toBe(401);
  });

  it("refuses one attempt more than the per-account limit, whatever the address", async () => {
    const email = uniqueEmail("target");
    for (let attempt = 0; attempt < AUTH_RATE_LIMITS.loginPerAccount.max; attempt += 1) {
      const response = await post("/api/auth/login", { payload: { email, password: "guess" } });
      expect(response.statusCode).toBe(401);
    }
    const blocked = await post("/api/auth/login", {
      payload: { email: email.toUpperCase(), password: "guess" },
    });
    expect(blocked.statusCode).toBe(429);
  });
});

describe("POST /api/auth/verify-otp", () => {
  it("starts a session, sets the cookies and answers the user without the password", async () => {
    const user = await createUser(moduleTest.db, { name: "Vera Verify" });
    expect(user.is_verified).toBe(false);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    const response = signedIn.verifyResponse;

    const body = response.json();
    expect(body.user).toMatchObject({
      id: user.id,
      name: "Vera Verify",
      email: user.email,
      type: "event_admin",
      isVerified: true,
    });
    expect(JSON.stringify(body).toLowerCase()).not.toContain("password");
    expect(JSON.stringify(body)).not.toContain("hash");

    const token = response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
    const csrf = response.cookies.find((cookie) => cookie.name === CSRF_COOKIE);
    expect(token).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(token?.secure).toBeFalsy();
    expect(csrf).toMatchObject({ sameSite: "Lax", path: "/" });
    expect(csrf?.httpOnly).toBeFalsy();
    const pending = response.cookies.find((cookie) => cookie.name === PENDING_SIGN_IN_COOKIE);
    expect(pending?.value).toBe("");

    const [stored] = await moduleTest.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.is_verified).toBe(true);
    const [session] = await moduleTest.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(session?.token_hash).toBe(hashToken(signedIn.token));
    expect(session?.token_hash).not.toBe(signedIn.token);
    const lifetime = (session?.expires_at.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(11.9 * 3600_000);
    expect(lifetime).toBeLessThanOrEqual(12 * 3600_000);
    // The code is single-use.
    const again = await verify(signedIn.pending, signedIn.pending.code);
    expect(again.statusCode).toBe(401);
  });

  it("refuses a wrong code", async () => {
    const { pending } = await newPendingSignIn();
    const response = await verify(pending, wrongCode(pending.code));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: "Invalid verification code",
      code: "auth.invalidCode",
    });
    expect(cookieValue(response, SESSION_COOKIE)).toBeUndefined();
  });

  it("refuses an expired code", async () => {
    const { user, pending } = await newPendingSignIn();
    await moduleTest.db
      .update(signInChallenges)
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.user_id, user.id));
    const response = await verify(pending, pending.code);
    expectSignInExpired(response);
  });

  it("refuses even the right code after five wrong tries", async () => {
    const { pending } = await newPendingSignIn();
    await enterWrongCodes(pending, pending.code, 5);
    const sixth = await verify(pending, pending.code);
    expectSignInExpired(sixth);
  });

  it("accepts the right code after four wrong tries", async () => {
    const { pending } = await newPendingSignIn();
    await enterWrongCodes(pending, pending.code, 4);
    expect((await verify(pending, pending.code)).statusCode).toBe(200);
  });

  it("refuses the code from a browser without the pending sign-in cookie", async () => {
    const { pending } = await newPendingSignIn();
    const response = await post("/api/auth/verify-otp", {
      payload: { otp: pending.code, user_id: pending.userId },
    });
    expectSignInExpired(response);
  });

  it("refuses the code with another person's pending sign-in cookie", async () => {
    const victim = await createUser(moduleTest.db);
    const attacker = await createUser(moduleTest.db);
    const victimPending = await startSignIn(moduleTest.app, moduleTest.sink, victim);
    const attackerPending = await startSignIn(moduleTest.app, moduleTest.sink, attacker);
    const response = await verify(
      { userId: victim.id, pendingCookie: attackerPending.pendingCookie },
      victimPending.code,
    );
    expect(response.statusCode).toBe(401);
    // The victim's own browser still can.
    expect((await verify(victimPending, victimPending.code)).statusCode).toBe(200);
  });

  it("refuses the first code after a second login replaced it", async () => {
    const user = await createUser(moduleTest.db);
    const first = await startSignIn(moduleTest.app, moduleTest.sink, user);
    const second = await startSignIn(moduleTest.app, moduleTest.sink, user);
    expect((await verify(first, first.code)).statusCode).toBe(401);
    expect((await verify(second, second.code)).statusCode).toBe(200);
  });

  it("answers 400 naming otp for a code that is not six digits", async () => {
    const response = await post("/api/auth/verify-otp", {
      payload: { otp: "12ab", user_id: "00000000-0000-4000-8000-000000000000" },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([expect.objectContaining({ field: "otp" })]);
  });
});

describe("POST /api/auth/resend-otp", () => {
  it("refuses within 90 seconds, then sends a new code that replaces the old one", async () => {
    const { user, pending } = await newPendingSignIn();
    const resend = () =>
      post("/api/auth/resend-otp", {
        cookies: { [PENDING_SIGN_IN_COOKIE]: pending.pendingCookie },
        payload: { userId: user.id },
      });

    const tooSoon = await resend();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().error).toMatch(
      /^Please wait (\d+) seconds before requesting a new code$/,
    );
    const wait = Number(/(\d+)/.exec(tooSoon.json().error)?.[1]);
    expect(wait).toBeGreaterThan(80);
    expect(wait).toBeLessThanOrEqual(90);
    expect(tooSoon.headers["retry-after"]).toBe(String(wait));

    await moduleTest.db
      .update(signInChallenges)
      .set({ last_sent_at: new Date(Date.now() - 91_000), wrong_tries: 3 })
      .where(eq(signInChallenges.user_id, user.id));
    const response = await resend();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: "Verification code resent to your email" });
    const mail = await moduleTest.sink.nextMailTo(user.email);
    const newCode = extractCode(mail.text);

    // The old code is now a wrong try (unless the new one happens to be equal).
    const oldCode = pending.code === newCode ? wrongCode(newCode) : pending.code;
    expect((await verify(pending, oldCode)).statusCode).toBe(401);
    // The resend kept wrong_tries at 3 (it used to reset them): the old code was the fourth
    // wrong try, and the new code still works with the one left.
    expect((await verify(pending, newCode)).statusCode).toBe(200);
  });

  it("refuses without the pending sign-in cookie of that user", async () => {
    const user = await createUser(moduleTest.db);
    const other = await createUser(moduleTest.db);
    await startSignIn(moduleTest.app, moduleTest.sink, user);
    const otherPending = await startSignIn(moduleTest.app, moduleTest.sink, other);
    const withoutCookie = await post("/api/auth/resend-otp", { payload: { userId: user.id } });
    const withForeignCookie = await post("/api/auth/resend-otp", {
      cookies: { [PENDING_SIGN_IN_COOKIE]: otherPending.pendingCookie },
      payload: { userId: user.id },
    });
    for (const response of [withoutCookie, withForeignCookie]) {
      expectSignInExpired(response);
    }
  });
});

describe("PUT /api/auth/language", () => {
  it("keeps the signed-in user's language on their account, and null hands it back to the browser", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    const asUser = { cookies: signedIn.cookies, headers: signedIn.headers };
    const choose = (language: unknown) =>
      moduleTest.app.inject({
        method: "PUT",
        url: "/api/auth/language",
        ...asUser,
        payload: { language },
      });

    expect(signedIn.verifyResponse.json().user.language).toBeNull();
    const chosen = await choose("de");
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json().user).toMatchObject({ id: user.id, language: "de" });
    expect((await post("/api/auth/validate-token", asUser)).json().user.language).toBe("de");

    const refused = await choose("fr");
    expect(refused.statusCode).toBe(400);
    expect(refused.json().details).toEqual([
      {
        field: "language",
        message: "Choose one of the languages offered",
        code: "common.language",
      },
    ]);

    expect((await choose(null)).json().user.language).toBeNull();
  });
});

describe("sessions", () => {
  function validate(options: RequestOptions = {}) {
    return post("/api/auth/validate-token", options);
  }

  it("answers the user for the session cookie with the CSRF header", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    const response = await validate({ cookies: signedIn.cookies, headers: signedIn.headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().user).toMatchObject({ id: user.id, email: user.email });
    expect(response.body.toLowerCase()).not.toContain("password");
  });

  it("answers the user for a bearer token without any CSRF header", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    const response = await validate({ headers: { authorization: `Bearer ${signedIn.token}` } });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.id).toBe(user.id);
  });

  it("answers 401 without a session or with an unknown token", async () => {
    const none = await validate();
    const unknown = await validate({ headers: { authorization: "Bearer not-a-real-token" } });
    for (const response of [none, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: "Not authenticated",
        code: "http.notAuthenticated",
      });
    }
  });

  it("answers 403 for a cookie session whose CSRF header is missing, wrong or planted", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    const missing = await validate({ cookies: signedIn.cookies });
    const wrong = await validate({
      cookies: signedIn.cookies,
      headers: { "x-csrf-token": `${signedIn.csrf}x` },
    });
    // Someone planted a CSRF cookie and sends the same value: it is not this session's HMAC.
    const planted = await validate({
      cookies: { [SESSION_COOKIE]: signedIn.token, [CSRF_COOKIE]: "planted-value" },
      headers: { "x-csrf-token": "planted-value" },
    });
    // Another session's CSRF token does not fit this session either.
    const otherSession = await signIn(
      moduleTest.app,
      moduleTest.sink,
      await createUser(moduleTest.db),
    );
    const borrowed = await validate({
      cookies: { [SESSION_COOKIE]: signedIn.token, [CSRF_COOKIE]: otherSession.csrf },
      headers: { "x-csrf-token": otherSession.csrf },
    });
    for (const response of [missing, wrong, planted, borrowed]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: "Invalid or missing CSRF token",
        code: "auth.invalidCsrf",
      });
    }
  });

  it("logout ends the session for the cookie and the bearer token alike", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    const logout = await post("/api/auth/logout", {
      cookies: signedIn.cookies,
      headers: signedIn.headers,
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ message: "Logged out" });
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
      const cleared = logout.cookies.find((cookie) => cookie.name === name);
      expect(cleared?.value).toBe("");
      expect(cleared?.path).toBe("/");
    }
    const remaining = await moduleTest.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(remaining).toHaveLength(0);

    expect(
      (await validate({ cookies: signedIn.cookies, headers: signedIn.headers })).statusCode,
    ).toBe(401);
    expect(
      (await validate({ headers: { authorization: `Bearer ${signedIn.token}` } })).statusCode,
    ).toBe(401);
  });

  it("logout answers 401 without a session and 403 for a cookie session without CSRF", async () => {
    const anonymous = await post("/api/auth/logout");
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ error: "Not authenticated", code: "http.notAuthenticated" });

    const signedIn = await signIn(moduleTest.app, moduleTest.sink, await createUser(moduleTest.db));
    const forged = await post("/api/auth/logout", { cookies: signedIn.cookies });
    expect(forged.statusCode).toBe(403);
    const stillValid = await validate({ cookies: signedIn.cookies, headers: signedIn.headers });
    expect(stillValid.statusCode).toBe(200);
  });

  it("ends a session unused for 31 minutes", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    await moduleTest.db
      .update(sessions)
      .set({ last_used_at: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.user_id, user.id));
    const response = await validate({ cookies: signedIn.cookies, headers: signedIn.headers });
    expect(response.statusCode).toBe(401);
    const remaining = await moduleTest.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(remaining).toHaveLength(0);
  });

  it("ends a session after 12 hours even when it is used", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    await moduleTest.db
      .update(sessions)
      .set({ expires_at: new Date(Date.now() - 1000), last_used_at: new Date() })
      .where(eq(sessions.user_id, user.id));
    const response = await validate({ headers: { authorization: `Bearer ${signedIn.token}` } });
    expect(response.statusCode).toBe(401);
  });

  it("keeps a session in use alive by moving last_used_at", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    const earlier = new Date(Date.now() - 20 * 60_000);
    await moduleTest.db
      .update(sessions)
      .set({ last_used_at: earlier })
      .where(eq(sessions.user_id, user.id));
    expect(
      (await validate({ headers: { authorization: `Bearer ${signedIn.token}` } })).statusCode,
    ).toBe(200);
    const [session] = await moduleTest.db
      .select()
      .from(sessions)
      .where(eq(sessions.user_id, user.id));
    expect(session?.last_used_at.getTime()).toBeGreaterThan(earlier.getTime() + 19 * 60_000);
  });
});

describe("several servers", () => {
  it("accepts a session started on one server at another server on the same database", async () => {
    await moduleTest.withOtherApp({}, async (secondServer) => {
      const signedIn = await signIn(
        moduleTest.app,
        moduleTest.sink,
        await createUser(moduleTest.db),
      );
      const response = await secondServer.inject({
        method: "POST",
        url: "/api/auth/validate-token",
        cookies: signedIn.cookies,
        headers: signedIn.headers,
      });
      expect(response.statusCode).toBe(200);
    });
  });

  it("marks every sign-in cookie Secure when PUBLIC_URL is https", async () => {
    await moduleTest.withOtherApp(
      { env: { PUBLIC_URL: "https://events.example.com" } },
      async (httpsServer) => {
        const user = await createUser(moduleTest.db);
        const pending = await startSignIn(httpsServer, moduleTest.sink, user);
        const verified = await verifyPendingSignIn(httpsServer, pending);
        const cookies = [...pending.loginResponse.cookies, ...verified.cookies];
        expect(cookies.map((cookie) => cookie.name)).toEqual(
          expect.arrayContaining([PENDING_SIGN_IN_COOKIE, SESSION_COOKIE, CSRF_COOKIE]),
        );
        for (const cookie of cookies) expect(cookie.secure).toBe(true);
      },
    );
  });
});

describe("secrets in answers", () => {
  it("never sends a sign-in code or a session token in a response body", async () => {
    const user = await createUser(moduleTest.db);
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, user);
    await post("/api/auth/validate-token", {
      cookies: signedIn.cookies,
      headers: signedIn.headers,
    });
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) {
      expect(body).not.toContain(signedIn.pending.code);
      expect(body).not.toContain(signedIn.token);
      expect(body).not.toContain(signedIn.pending.pendingCookie);
    }
  });
});

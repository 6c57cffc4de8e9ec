import {
  CSRF_COOKIE,
  NOT_AUTHENTICATED_MESSAGE,
  PENDING_SIGN_IN_COOKIE,
  SESSION_COOKIE,
} from "@events/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.js";
import { hashToken } from "../../security/tokens.js";
import { createUser, signIn, startSignIn, uniqueIp } from "../../test/app.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { AUTH_RATE_LIMITS } from "./auth.routes.js";

type RequestOptions = Omit<InjectOptions, "method" | "url">;

const moduleTest = setUpModuleTest("auth-hardening");

/** Every request from an address never used before, as a botnet would send them. */
function post(url: string, options: RequestOptions = {}) {
  return moduleTest.app.inject({ method: "POST", url, remoteAddress: uniqueIp(), ...options });
}

async function newPendingSignIn() {
  const user = await createUser(moduleTest.db);
  return { user, pending: await startSignIn(moduleTest.app, moduleTest.sink, user) };
}

function wrongCode(code: string): string {
  return code === "000000" ? "111111" : "000000";
}

const TRIES_FROM_MANY_ADDRESSES = 40;

describe("per-account rate limits of the code steps", () => {
  it("refuses verify-otp with 429 once one account has had its share, whatever the addresses", async () => {
    const { pending } = await newPendingSignIn();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < TRIES_FROM_MANY_ADDRESSES; attempt += 1) {
      const response = await post("/api/auth/verify-otp", {
        cookies: { [PENDING_SIGN_IN_COOKIE]: pending.pendingCookie },
        payload: { otp: wrongCode(pending.code), user_id: pending.userId },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toMatch(
          /^Too many requests\. Please try again in \d+ seconds\.$/,
        );
      }
    }
    const { max } = AUTH_RATE_LIMITS.verifyPerAccount;
    expect(statuses.slice(0, max)).toEqual(Array(max).fill(401));
    expect(statuses.slice(max)).toEqual(Array(TRIES_FROM_MANY_ADDRESSES - max).fill(429));

    // Another account is not affected.
    const other = await newPendingSignIn();
    const response = await post("/api/auth/verify-otp", {
      cookies: { [PENDING_SIGN_IN_COOKIE]: other.pending.pendingCookie },
      payload: { otp: other.pending.code, user_id: other.pending.userId },
    });
    expect(response.statusCode).toBe(200);
  });

  it("refuses resend-otp with 429 once one account has had its share, whatever the addresses", async () => {
    const { pending } = await newPendingSignIn();
    const errors: string[] = [];
    for (let attempt = 0; attempt < TRIES_FROM_MANY_ADDRESSES; attempt += 1) {
      const response = await post("/api/auth/resend-otp", {
        cookies: { [PENDING_SIGN_IN_COOKIE]: pending.pendingCookie },
        payload: { userId: pending.userId },
      });
      expect(response.statusCode).toBe(429);
      errors.push(response.json().error);
    }
    // Within 90 seconds of the code the cooldown refuses a resend, naming the wait; past the
    // account's share the rate limit refuses it before the cooldown is even looked at.
    const { max } = AUTH_RATE_LIMITS.resendPerAccount;
    for (const error of errors.slice(0, max)) expect(error).toMatch(/^Please wait \d+ seconds/);
    for (const error of errors.slice(max)) expect(error).toMatch(/^Too many requests\./);
  });
});

describe("POST /api/auth/logout without a session", () => {
  it.each([
    ["no cookie at all", {}],
    ["an unknown session cookie", { cookies: { [SESSION_COOKIE]: "not-a-session" } }],
    ["an unknown bearer token", { headers: { authorization: "Bearer not-a-session" } }],
  ])("answers 401 with the usual error body for %s", async (_case, options) => {
    const response = await post("/api/auth/logout", options);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: NOT_AUTHENTICATED_MESSAGE });
  });

  it("still clears the cookies of a session that has ended, so the browser drops them", async () => {
    const signedIn = await signIn(moduleTest.app, moduleTest.sink, await createUser(moduleTest.db));
    await moduleTest.db.delete(sessions).where(eq(sessions.token_hash, hashToken(signedIn.token)));
    const response = await post("/api/auth/logout", {
      cookies: signedIn.cookies,
      headers: signedIn.headers,
    });
    expect(response.statusCode).toBe(401);
    for (const name of [SESSION_COOKIE, CSRF_COOKIE]) {
      const cleared = response.cookies.find((cookie) => cookie.name === name);
      expect(cleared?.value).toBe("");
      expect(cleared?.path).toBe("/");
    }
  });
});

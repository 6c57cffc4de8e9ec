import {
  CSRF_COOKIE,
  INVALID_CREDENTIALS_MESSAGE,
  NOT_AUTHENTICATED_MESSAGE,
  PENDING_SIGN_IN_COOKIE,
  SESSION_COOKIE,
} from "@events/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sessions } from "../../db/schema.js";
import { hashToken } from "../../security/tokens.js";
import {
  cookieValue,
  createUser,
  type PendingSignIn,
  signIn,
  startSignIn,
  uniqueEmail,
} from "../../test/app.js";
import { setUpModuleTest } from "../../test/module-test.js";
import { signInSteps, wrongCode } from "../../test/sign-in-steps.js";
import { AUTH_RATE_LIMITS } from "./auth.routes.js";

const moduleTest = setUpModuleTest("auth-hardening");

const {
  post,
  verify,
  resend,
  newPendingSignIn,
  enterWrongCodes,
  challengesOf,
  letResendCooldownPass,
  nextCodeTo,
} = signInSteps(moduleTest);

const TRIES_FROM_MANY_ADDRESSES = 40;

describe("per-account rate limits of the code steps", () => {
  it("refuses verify-otp with 429 once one account has had its share, whatever the addresses", async () => {
    const { pending } = await newPendingSignIn();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < TRIES_FROM_MANY_ADDRESSES; attempt += 1) {
      const response = await verify(pending, wrongCode(pending.code));
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
    const response = await verify(other.pending, other.pending.code);
    expect(response.statusCode).toBe(200);
  });

  it("refuses resend-otp with 429 once one account has had its share, whatever the addresses", async () => {
    const { pending } = await newPendingSignIn();
    const errors: string[] = [];
    for (let attempt = 0; attempt < TRIES_FROM_MANY_ADDRESSES; attempt += 1) {
      const response = await resend(pending);
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
    expect(response.json()).toEqual({
      error: NOT_AUTHENTICATED_MESSAGE,
      code: "http.notAuthenticated",
    });
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

describe("logout in the API document", () => {
  it("needs a session like other routes, and lists its 401", async () => {
    const document = (await moduleTest.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const logout = document.paths["/api/auth/logout"].post;
    // A public route says security: []; logout keeps the document's default (a session).
    expect(logout.security).toBeUndefined();
    expect(Object.keys(logout.responses)).toContain("401");
  });
});

describe("wrong codes", () => {
  const EXPIRED = {
    error: "Your verification code has expired. Please login again.",
    code: "auth.codeExpired",
  };

  /** Lets the 90 seconds of the resend cooldown pass, then resends; answers the new code. */
  async function resendLater(pending: PendingSignIn, email: string): Promise<string> {
    await letResendCooldownPass(pending.userId);
    const response = await resend(pending);
    expect(response.statusCode).toBe(200);
    return nextCodeTo(email);
  }

  it("end the pending sign-in after five, each from another address", async () => {
    const { pending } = await newPendingSignIn();
    await enterWrongCodes(pending, pending.code, 5);
    expect(await challengesOf(pending.userId)).toHaveLength(0);
    const rightCode = await verify(pending, pending.code);
    expect(rightCode.statusCode).toBe(401);
    expect(rightCode.json()).toEqual(EXPIRED);
  });

  it("count across resends: three before and two after a resend end the sign-in", async () => {
    const { user, pending } = await newPendingSignIn();
    await enterWrongCodes(pending, pending.code, 3);
    const newCode = await resendLater(pending, user.email);
    expect((await challengesOf(user.id))[0]?.wrong_tries).toBe(3);
    await enterWrongCodes(pending, newCode, 2);
    expect(await challengesOf(user.id)).toHaveLength(0);
    const rightCode = await verify(pending, newCode);
    expect(rightCode.statusCode).toBe(401);
    expect(rightCode.json()).toEqual(EXPIRED);
  });

  it("count across several resends: one wrong try between each of five codes ends the sign-in", async () => {
    const { user, pending } = await newPendingSignIn();
    let code = pending.code;
    for (let round = 0; round < 4; round += 1) {
      await enterWrongCodes(pending, code, 1);
      code = await resendLater(pending, user.email);
    }
    await enterWrongCodes(pending, code, 1);
    const rightCode = await verify(pending, code);
    expect(rightCode.json()).toEqual(EXPIRED);
    // Nothing is left to resend either: the user must log in again.
    const resent = await resend(pending);
    expect(resent.json()).toEqual(EXPIRED);
  });
});

describe("session fixation", () => {
  /** A token in the shape the server issues, chosen by someone who planted it in the browser. */
  const PLANTED_TOKEN = "planted".padEnd(43, "A");

  function validate(token: string) {
    return post("/api/auth/validate-token", { headers: { authorization: `Bearer ${token}` } });
  }

  it("issues a new token at verification: none sent before it becomes the session", async () => {
    const victim = await createUser(moduleTest.db);
    const attacker = await createUser(moduleTest.db);
    const attackerSession = await signIn(moduleTest.app, moduleTest.sink, attacker);
    const pending = await startSignIn(moduleTest.app, moduleTest.sink, victim);

    for (const plantedToken of [PLANTED_TOKEN, attackerSession.token, pending.pendingCookie]) {
      const loginAgain = await startSignIn(moduleTest.app, moduleTest.sink, victim);
      const verified = await post("/api/auth/verify-otp", {
        cookies: {
          [PENDING_SIGN_IN_COOKIE]: loginAgain.pendingCookie,
          [SESSION_COOKIE]: plantedToken,
          [CSRF_COOKIE]: "planted-csrf",
        },
        payload: { otp: loginAgain.code, user_id: victim.id },
      });
      expect(verified.statusCode).toBe(200);
      const token = cookieValue(verified, SESSION_COOKIE);
      const csrf = cookieValue(verified, CSRF_COOKIE);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const sentBefore = [
        plantedToken,
        loginAgain.pendingCookie,
        pending.pendingCookie,
        "planted-csrf",
        ...loginAgain.loginResponse.cookies.map((cookie) => cookie.value),
      ];
      expect(sentBefore).not.toContain(token);
      expect(sentBefore).not.toContain(csrf);
      // The database keeps the new token's hash, and no session of the victim answers to what
      // was sent before.
      const victimSessions = await moduleTest.db
        .select({ hash: sessions.token_hash })
        .from(sessions)
        .where(eq(sessions.user_id, victim.id));
      const victimHashes = victimSessions.map((row) => row.hash);
      expect(victimHashes).toContain(hashToken(token ?? ""));
      for (const value of sentBefore) expect(victimHashes).not.toContain(hashToken(value));

      // The planted cookie is not the victim's session afterwards, as a bearer or as a cookie.
      const asBearer = await validate(plantedToken);
      const asCookie = await post("/api/auth/validate-token", {
        cookies: { [SESSION_COOKIE]: plantedToken, [CSRF_COOKIE]: csrf ?? "" },
        headers: { "x-csrf-token": csrf ?? "" },
      });
      for (const response of [asBearer, asCookie]) {
        if (plantedToken === attackerSession.token && response === asBearer) {
          // The attacker's own session stays the attacker's: it was never turned into the victim's.
          expect(response.json().user.id).toBe(attacker.id);
        } else {
          expect([401, 403]).toContain(response.statusCode);
          expect(response.body).not.toContain(victim.id);
        }
      }
      // The new token is the victim's session.
      const own = await validate(token ?? "");
      expect(own.json().user.id).toBe(victim.id);
    }
  });
});

describe("login timing", () => {
  const TRIES = 30;
  /** How far apart the two kinds may be, as a ratio: a leak is about 4. */
  const MAX_RATIO = 1.5;

  function median(values: number[]): number {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2
      ? (sorted[middle] ?? 0)
      : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
  }

  async function timeLogin(email: string, password: string): Promise<number> {
    const started = performance.now();
    const response = await post("/api/auth/login", { payload: { email, password } });
    const elapsed = performance.now() - started;
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: INVALID_CREDENTIALS_MESSAGE,
      code: "auth.invalidCredentials",
    });
    return elapsed;
  }

  /**
   * One round: 30 pairs, an unknown e-mail and a wrong password one right after the other, so
   * whatever else the machine does slows both of a pair alike; each kind goes first in half the
   * pairs. Answers the two medians and the median of the pairs' ratios, unknown / wrong.
   */
  async function measureRound() {
    // One account per wrong password, so the per-account limit never answers instead.
    const accounts = [];
    for (let index = 0; index < TRIES; index += 1) accounts.push(await createUser(moduleTest.db));
    const unknownEmail: number[] = [];
    const wrongPassword: number[] = [];
    const pairRatios: number[] = [];
    for (const [index, account] of accounts.entries()) {
      const timeUnknown = () => timeLogin(uniqueEmail("nobody"), "wrong password");
      const timeWrong = () => timeLogin(account.email, "wrong password");
      let unknown: number;
      let wrong: number;
      if (index % 2) {
        unknown = await timeUnknown();
        wrong = await timeWrong();
      } else {
        wrong = await timeWrong();
        unknown = await timeUnknown();
      }
      unknownEmail.push(unknown);
      wrongPassword.push(wrong);
      pairRatios.push(unknown / wrong);
    }
    return {
      unknown: median(unknownEmail),
      wrong: median(wrongPassword),
      pairRatio: median(pairRatios),
    };
  }

  const isAlike = (ratio: number) => ratio >= 1 / MAX_RATIO && ratio <= MAX_RATIO;

  it("takes the same time for an unknown e-mail and a wrong password", {
    timeout: 120_000,
  }, async () => {
    // Warms up both paths (the dummy hash is made on first use) before anything is timed.
    await timeLogin(uniqueEmail("warm-up"), "wrong password");
    await timeLogin((await createUser(moduleTest.db)).email, "wrong password");
    // Without the dummy hash an unknown e-mail answers about 4 times faster, in every pair. With
    // both cores loaded by other work a round's medians still swung 1.4x apart, either way, so
    // the pairs' ratio is judged, within MAX_RATIO, and up to three rounds are run.
    const rounds = [];
    for (let round = 0; round < 3; round += 1) {
      const measured = await measureRound();
      rounds.push(measured);
      if (isAlike(measured.pairRatio)) break;
    }
    const described = rounds
      .map(
        (r) =>
          `unknown e-mail ${r.unknown.toFixed(1)} ms, wrong password ${r.wrong.toFixed(1)} ms, ` +
          `pairs ${r.pairRatio.toFixed(2)}`,
      )
      .join("; ");
    expect(
      rounds.some((r) => isAlike(r.pairRatio)),
      `medians: ${described}`,
    ).toBe(true);
  });
});

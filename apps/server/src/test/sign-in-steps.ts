import { PENDING_SIGN_IN_COOKIE } from "@events/contract";
import { eq } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { expect } from "vitest";
import { signInChallenges } from "../db/schema.js";
import {
  createUser,
  DEFAULT_PASSWORD,
  extractCode,
  failingMailer,
  type PendingSignIn,
  startSignIn,
  uniqueIp,
} from "./app.js";
import type { ModuleTest } from "./module-test.js";

export type RequestOptions = Omit<InjectOptions, "method" | "url">;

/** What the code steps need of a pending sign-in: whose it is and the browser's cookie. */
export type PendingCookie = Pick<PendingSignIn, "userId" | "pendingCookie">;

/** A six-digit code that is not this one. */
export const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");

/** What verify-otp is sent from the browser of the pending sign-in, besides its URL. */
export const verifyRequest = (pending: PendingCookie, otp: string): RequestOptions => ({
  cookies: { [PENDING_SIGN_IN_COOKIE]: pending.pendingCookie },
  payload: { otp, user_id: pending.userId },
});

/** What resend-otp is sent from the browser of the pending sign-in, besides its URL. */
export const resendRequest = (pending: PendingCookie): RequestOptions => ({
  cookies: { [PENDING_SIGN_IN_COOKIE]: pending.pendingCookie },
  payload: { userId: pending.userId },
});

/**
 * The sign-in's requests to moduleTest's app, each from an address never used before (as a
 * botnet would send them), so no per-address limit answers unless a test means it to.
 */
export function signInSteps(moduleTest: ModuleTest) {
  function post(url: string, options: RequestOptions = {}) {
    return moduleTest.app.inject({ method: "POST", url, remoteAddress: uniqueIp(), ...options });
  }

  const verify = (pending: PendingCookie, otp: string) =>
    post("/api/auth/verify-otp", verifyRequest(pending, otp));

  /** The user's pending sign-ins, as stored. */
  function challengesOf(userId: string) {
    return moduleTest.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.user_id, userId));
  }

  return {
    post,
    verify,
    resend: (pending: PendingCookie) => post("/api/auth/resend-otp", resendRequest(pending)),
    /** A new user who has sent the right password and been mailed a code. */
    async newPendingSignIn() {
      const user = await createUser(moduleTest.db);
      return { user, pending: await startSignIn(moduleTest.app, moduleTest.sink, user) };
    },
    /** Sends a wrong code so many times, checking that each is refused as a wrong code. */
    async enterWrongCodes(pending: PendingCookie, rightCode: string, times: number) {
      for (let attempt = 0; attempt < times; attempt += 1) {
        const response = await verify(pending, wrongCode(rightCode));
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          error: "Invalid verification code",
          code: "auth.invalidCode",
        });
      }
    },
    challengesOf,
    /** The code of the next e-mail to that address. */
    async nextCodeTo(email: string) {
      return extractCode((await moduleTest.sink.nextMailTo(email)).text);
    },
    /** Dates the user's last code 91 seconds back: the resend cooldown of 90 has passed. */
    async letResendCooldownPass(userId: string) {
      await moduleTest.db
        .update(signInChallenges)
        .set({ last_sent_at: new Date(Date.now() - 91_000) })
        .where(eq(signInChallenges.user_id, userId));
    },
    /**
     * A new user's login with the right password on an app whose mailer fails; answers the
     * user, the answer and the user's pending sign-ins after it.
     */
    logInWithFailingMailer() {
      return moduleTest.withOtherApp({ mailer: failingMailer }, async (brokenApp) => {
        const user = await createUser(moduleTest.db);
        const response = await brokenApp.inject({
          method: "POST",
          url: "/api/auth/login",
          remoteAddress: uniqueIp(),
          payload: { email: user.email, password: DEFAULT_PASSWORD },
        });
        return { user, response, challenges: await challengesOf(user.id) };
      });
    },
  };
}

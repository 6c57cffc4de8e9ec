import {
  CODE_RESENT_MESSAGE,
  CODE_SENT_MESSAGE,
  CSRF_COOKIE,
  errorResponseSchema,
  LOGGED_OUT_MESSAGE,
  languageChoiceSchema,
  loginRequestSchema,
  loginResponseSchema,
  messageResponseSchema,
  OTP_TTL_SECONDS,
  PASSKEY_MESSAGES,
  PENDING_SIGN_IN_COOKIE,
  resendOtpRequestSchema,
  SESSION_COOKIE,
  userResponseSchema,
  verifyOtpRequestSchema,
} from "@events/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { originOf } from "../../audit/actor.js";
import { limitRequests, perBodyField, perIp } from "../../http/rate-limit.js";
import { browserBindingCookie, sessionCookieOptions } from "../../http/session-cookies.js";
import { presentUser } from "../../presenters/user.js";
import { answerSignIn, sessionOf } from "../../sign-in/admin-sessions.js";
import { SIGN_IN_LIMITS, signInErrors } from "../../sign-in/sign-in-steps.js";
import type { AuthService } from "./auth.service.js";

export interface AuthRoutesOptions {
  authService: AuthService;
  isSecureCookies: boolean;
}

export const AUTH_RATE_LIMITS = {
  loginPerIp: SIGN_IN_LIMITS.perAddress,
  loginPerAccount: SIGN_IN_LIMITS.perAccount,
  verifyPerIp: SIGN_IN_LIMITS.perAddress,
  // A code has 5 wrong tries, but a new login gives a new code: this caps the guesses at one
  // account however many addresses they come from.
  verifyPerAccount: SIGN_IN_LIMITS.perAccount,
  resendPerIp: SIGN_IN_LIMITS.resendPerAddress,
  resendPerAccount: SIGN_IN_LIMITS.perAccount,
} as const;

/** A sign-in step counts per account whatever case the body names it in. */
const inLowerCase = (account: string) => account.toLowerCase();

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (
  app,
  { authService, isSecureCookies },
) => {
  const pendingCookie = browserBindingCookie(
    PENDING_SIGN_IN_COOKIE,
    { path: "/api/auth", maxAgeSeconds: OTP_TTL_SECONDS },
    isSecureCookies,
  );
  const { session: sessionCookie, csrf: csrfCookie } = sessionCookieOptions(isSecureCookies);
  const clearSignInCookies = (reply: FastifyReply) =>
    pendingCookie.clear(
      reply.clearCookie(SESSION_COOKIE, sessionCookie).clearCookie(CSRF_COOKIE, csrfCookie),
    );

  app.post(
    "/login",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp("login-ip", AUTH_RATE_LIMITS.loginPerIp),
        perBodyField("login-email", AUTH_RATE_LIMITS.loginPerAccount, "email", inLowerCase),
      ]),
      schema: {
        summary: "Check e-mail and password and e-mail a six-digit sign-in code",
        description: `Sets the HttpOnly cookie pending_sign_in that binds the code to this browser. An account that chose passkey only is answered, once its password is right, 403 "${PASSKEY_MESSAGES.passkeyOnly}" (code passkeys.passkeyOnly), and no code is sent.`,
        tags: ["auth"],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, ...signInErrors, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { userId, browserToken } = await authService.login(
        request,
        request.body.email,
        request.body.password,
      );
      pendingCookie.set(reply, browserToken);
      return { user_id: userId, message: CODE_SENT_MESSAGE };
    },
  );

  app.post(
    "/verify-otp",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp("verify-ip", AUTH_RATE_LIMITS.verifyPerIp),
        perBodyField("verify-account", AUTH_RATE_LIMITS.verifyPerAccount, "user_id", inLowerCase),
      ]),
      schema: {
        summary: "Confirm the sign-in code and start a session",
        description:
          "Needs the pending_sign_in cookie from login. Sets the HttpOnly cookie token and the cookie csrf_access_token.",
        tags: ["auth"],
        body: verifyOtpRequestSchema,
        response: { 200: userResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const signedIn = await authService.verifyCode(
        request,
        request.body.user_id,
        request.body.otp,
        pendingCookie.read(request),
      );
      return answerSignIn(pendingCookie.clear(reply), isSecureCookies, signedIn);
    },
  );

  app.post(
    "/resend-otp",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp("resend-ip", AUTH_RATE_LIMITS.resendPerIp),
        perBodyField("resend-account", AUTH_RATE_LIMITS.resendPerAccount, "userId", inLowerCase),
      ]),
      schema: {
        summary: "E-mail a new sign-in code",
        description:
          "Needs the pending_sign_in cookie; refused within 90 seconds of the last code.",
        tags: ["auth"],
        body: resendOtpRequestSchema,
        response: { 200: messageResponseSchema, ...signInErrors, 503: errorResponseSchema },
      },
    },
    async (request) => {
      await authService.resendCode(request, request.body.userId, pendingCookie.read(request));
      return { message: CODE_RESENT_MESSAGE };
    },
  );

  app.post(
    "/validate-token",
    {
      config: { door: true },
      schema: {
        summary: "The signed-in user",
        description: "Accepts the token cookie (with X-CSRF-TOKEN) or Authorization: Bearer.",
        tags: ["auth"],
        response: { 200: userResponseSchema, ...signInErrors },
      },
    },
    async (request) => ({ user: presentUser(request.user) }),
  );

  app.put(
    "/language",
    {
      config: { door: true },
      schema: {
        summary: "Choose the signed-in user's language",
        description:
          "For their pages and the e-mails sent to them; null goes back to the browser's language.",
        tags: ["auth"],
        body: languageChoiceSchema,
        response: { 200: userResponseSchema, ...signInErrors, 404: errorResponseSchema },
      },
    },
    async (request) => ({
      user: presentUser(await authService.setLanguage(request.user.id, request.body.language)),
    }),
  );

  app.post(
    "/logout",
    {
      config: { door: true },
      // Not public: like every route that needs a session, the authentication hook answers 401
      // without one (and 403 for a cookie session without its CSRF header).
      onSend: async (_request, reply, payload) => {
        // A browser still holding an ended session's cookie is left without it, so that 401
        // signs it out too.
        if (reply.statusCode === 401) clearSignInCookies(reply);
        return payload;
      },
      schema: {
        summary: "End the session and clear the sign-in cookies",
        description:
          "Answers 401 without a session, clearing the cookies then too, so a browser holding an ended session's cookie is left without it.",
        tags: ["auth"],
        response: {
          200: messageResponseSchema,
          401: errorResponseSchema,
          403: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      await authService.endSession(
        { ...originOf(request), user: request.user },
        sessionOf(request),
      );
      clearSignInCookies(reply);
      return { message: LOGGED_OUT_MESSAGE };
    },
  );
};

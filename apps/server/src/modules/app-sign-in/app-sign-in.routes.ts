import {
  APP_CODE_RESENT_MESSAGE,
  APP_CODE_SENT_MESSAGE,
  APP_SIGNED_OUT_MESSAGE,
  appLinkSignInRequestSchema,
  appResendRequestSchema,
  appSessionResponseSchema,
  appSignInRequestSchema,
  appSignInResponseSchema,
  appVerifyRequestSchema,
  messageResponseSchema,
  personKey,
  personResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { originOf } from "../../audit/actor.js";
import { commonErrors, PARTICIPANTS_APP_TAG } from "../../http/openapi.js";
import { limitRequests, perBodyField, perIp } from "../../http/rate-limit.js";
import { appSessionAnswerer, clearAppSessionCookies } from "../../sign-in/app-sessions.js";
import { SIGN_IN_LIMITS, signInErrors } from "../../sign-in/sign-in-steps.js";
import type { AppSignInService } from "./app-sign-in.service.js";

export interface AppSignInRoutesOptions {
  signInService: AppSignInService;
  isSecureCookies: boolean;
}

/**
 * The admins' limits, per address and per e-mail or challenge: the public internet reaches these
 * routes, and each e-mailed code is work and a message in someone's inbox.
 */
export const APP_SIGN_IN_RATE_LIMITS = {
  signInPerIp: SIGN_IN_LIMITS.perAddress,
  signInPerEmail: { ...SIGN_IN_LIMITS.perAccount, max: 5 },
  verifyPerIp: SIGN_IN_LIMITS.perAddress,
  verifyPerChallenge: SIGN_IN_LIMITS.perAccount,
  resendPerIp: SIGN_IN_LIMITS.resendPerAddress,
  linkPerIp: SIGN_IN_LIMITS.perAddress,
} as const;

export const appSignInRoutes: FastifyPluginAsyncZod<AppSignInRoutesOptions> = async (
  app,
  { signInService, isSecureCookies },
) => {
  const answerSession = appSessionAnswerer(signInService, isSecureCookies);

  app.post(
    "/sign-in",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp("app-sign-in-ip", APP_SIGN_IN_RATE_LIMITS.signInPerIp),
        perBodyField(
          "app-sign-in-email",
          APP_SIGN_IN_RATE_LIMITS.signInPerEmail,
          "email",
          personKey,
        ),
      ]),
      schema: {
        summary: "E-mail a six-digit sign-in code to a participant",
        description:
          "Answers the same whether or not the address is a participant's; only a participant's gets the e-mail. Send sign_in_token back with the code.",
        tags: [PARTICIPANTS_APP_TAG],
        body: appSignInRequestSchema,
        response: { 200: appSignInResponseSchema, ...signInErrors },
      },
    },
    async (request) => ({
      message: APP_CODE_SENT_MESSAGE,
      sign_in_token: await signInService.requestCode(request.body.email),
    }),
  );

  app.post(
    "/sign-in/verify",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp("app-verify-ip", APP_SIGN_IN_RATE_LIMITS.verifyPerIp),
        perBodyField(
          "app-verify-challenge",
          APP_SIGN_IN_RATE_LIMITS.verifyPerChallenge,
          "sign_in_token",
        ),
      ]),
      schema: {
        summary: "Confirm the sign-in code and start a participant's session",
        description:
          "client web (the default) sets the HttpOnly cookie app_token and the cookie app_csrf_token; client mobile answers the token for Authorization: Bearer instead. The activity log records the sign-in (sign_in, about the person's app account); a refused code is not logged.",
        tags: [PARTICIPANTS_APP_TAG],
        body: appVerifyRequestSchema,
        response: { 200: appSessionResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) => {
      const { sign_in_token, code, client } = request.body;
      return answerSession(
        reply,
        client,
        await signInService.verifyCode(originOf(request), sign_in_token, code),
      );
    },
  );

  app.post(
    "/sign-in/resend",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [perIp("app-resend-ip", APP_SIGN_IN_RATE_LIMITS.resendPerIp)]),
      schema: {
        summary: "E-mail a new sign-in code",
        description: "Refused within 90 seconds of the last code.",
        tags: [PARTICIPANTS_APP_TAG],
        body: appResendRequestSchema,
        response: { 200: messageResponseSchema, ...signInErrors },
      },
    },
    async (request) => {
      await signInService.resendCode(request.body.sign_in_token);
      return { message: APP_CODE_RESENT_MESSAGE };
    },
  );

  app.post(
    "/sign-in/link",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [perIp("app-link-ip", APP_SIGN_IN_RATE_LIMITS.linkPerIp)]),
      schema: {
        summary: "Start a participant's session with the personal link of their ticket e-mail",
        description:
          "Only for participants whose skip_otp is set; the link is void once their ticket is renewed. Logged as the code's sign-in is (sign_in); a refused link is not.",
        tags: [PARTICIPANTS_APP_TAG],
        body: appLinkSignInRequestSchema,
        response: { 200: appSessionResponseSchema, ...signInErrors },
      },
    },
    async (request, reply) =>
      answerSession(
        reply,
        request.body.client,
        await signInService.signInWithLink(originOf(request), request.body.token),
      ),
  );

  app.get(
    "",
    {
      schema: {
        summary: "The signed-in participant",
        tags: [PARTICIPANTS_APP_TAG],
        response: { 200: personResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ person: await signInService.describe(request.person) }),
  );

  app.post(
    "/sign-out",
    {
      onSend: async (_request, reply, payload) => {
        // A phone still holding an ended session's cookie is left without it.
        if (reply.statusCode === 401) clearAppSessionCookies(reply, isSecureCookies);
        return payload;
      },
      schema: {
        summary: "End the participant's session and clear its cookies",
        tags: [PARTICIPANTS_APP_TAG],
        response: { 200: messageResponseSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      await signInService.endSession(request.appSession);
      clearAppSessionCookies(reply, isSecureCookies);
      return { message: APP_SIGNED_OUT_MESSAGE };
    },
  );
};

import {
  errorResponseSchema,
  SSO_COOKIE_PATH,
  SSO_ERROR_QUERY,
  SSO_FAILURE_PATH,
  SSO_PENDING_COOKIE,
  SSO_SIGN_IN_TTL_SECONDS,
  SSO_SUCCESS_PATH,
  type SsoErrorCode,
} from "@events/contract";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../errors.js";
import { limitRequests, perIp } from "../../http/rate-limit.js";
import { browserBindingCookie, setSessionCookies } from "../../http/session-cookies.js";
import { SIGN_IN_LIMITS } from "../../sign-in/sign-in-steps.js";
import { SsoRefusal, type SsoService } from "./sso.service.js";

export interface SsoRoutesOptions {
  /** Undefined when single sign-on is not configured: both routes answer 404. */
  ssoService: SsoService | undefined;
  isSecureCookies: boolean;
}

/** Per address, as the other sign-in steps. */
export const SSO_RATE_LIMITS = {
  startPerIp: SIGN_IN_LIMITS.perAddress,
  callbackPerIp: SIGN_IN_LIMITS.perAddress,
} as const;

const MAX_PARAMETER_LENGTH = 4096;
const callbackParameter = z.string().max(MAX_PARAMETER_LENGTH).optional();

// The provider's answer (RFC 6749 §4.1.2, RFC 9207): read whole by openid-client from the URL,
// so other parameters are let through.
const callbackQuerySchema = z.looseObject({
  code: callbackParameter,
  state: callbackParameter,
  iss: callbackParameter,
  error: callbackParameter,
  error_description: callbackParameter,
});

/** The query as the browser sent it: openid-client reads the provider's answer from all of it. */
function rawQueryOf(url: string): URLSearchParams {
  const start = url.indexOf("?");
  return new URLSearchParams(start === -1 ? "" : url.slice(start + 1));
}

const redirectResponse = (where: string) => z.null().describe(`Redirects the browser ${where}`);

export const ssoRoutes: FastifyPluginAsyncZod<SsoRoutesOptions> = async (
  app,
  { ssoService, isSecureCookies },
) => {
  const pendingCookie = browserBindingCookie(
    SSO_PENDING_COOKIE,
    { path: SSO_COOKIE_PATH, maxAgeSeconds: SSO_SIGN_IN_TTL_SECONDS },
    isSecureCookies,
  );
  const configured = (): SsoService => {
    if (!ssoService) throw notFound();
    return ssoService;
  };
  const toSignInPage = (reply: FastifyReply, code: SsoErrorCode) =>
    reply.redirect(`${SSO_FAILURE_PATH}?${new URLSearchParams({ [SSO_ERROR_QUERY]: code })}`);

  app.get(
    "/start",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [perIp("sso-start-ip", SSO_RATE_LIMITS.startPerIp)]),
      schema: {
        summary: "Start a single sign-on at the organisation's OpenID Connect provider",
        description:
          "Redirects to the provider's authorization endpoint (code flow, PKCE, state and nonce) and sets the HttpOnly cookie sso_pending binding the sign-in to this browser for 10 minutes. A provider that cannot be reached sends the browser to /login?sso_error=sso.failed. 404 when single sign-on is not configured.",
        tags: ["auth"],
        response: {
          302: redirectResponse("to the provider, or to the sign-in page with sso_error"),
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const service = configured();
      try {
        const { authorizationUrl, browserToken } = await service.start(request);
        pendingCookie.set(reply, browserToken);
        return reply.redirect(authorizationUrl.href);
      } catch (error) {
        if (error instanceof SsoRefusal) return toSignInPage(reply, error.code);
        throw error;
      }
    },
  );

  app.get(
    "/callback",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [perIp("sso-callback-ip", SSO_RATE_LIMITS.callbackPerIp)]),
      schema: {
        summary: "The provider's answer to a single sign-on",
        description:
          "The redirect_uri registered at the provider. Needs the sso_pending cookie of the browser that started the sign-in; a state works once. Signed in: the session cookies and a redirect to /. Refused: a redirect to /login?sso_error=<code> (sso.stateMismatch, sso.failed, sso.emailUnverified, sso.unknownAccount). 404 when single sign-on is not configured.",
        tags: ["auth"],
        querystring: callbackQuerySchema,
        response: {
          302: redirectResponse("to / signed in, or to the sign-in page with sso_error"),
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const service = configured();
      pendingCookie.clear(reply);
      try {
        const signedIn = await service.finish(
          request,
          rawQueryOf(request.url),
          pendingCookie.read(request),
        );
        setSessionCookies(reply, isSecureCookies, signedIn);
        return reply.redirect(SSO_SUCCESS_PATH);
      } catch (error) {
        if (error instanceof SsoRefusal) return toSignInPage(reply, error.code);
        throw error;
      }
    },
  );
};

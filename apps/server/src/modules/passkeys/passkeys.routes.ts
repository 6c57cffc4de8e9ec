import {
  addPasskeyRequestSchema,
  addPasskeyResponseSchema,
  appSessionResponseSchema,
  errorResponseSchema,
  MAX_PASSKEYS_PER_OWNER,
  PASSKEY_FRESH_SIGN_IN_SECONDS,
  PASSKEY_MESSAGES,
  passkeyCreationOptionsResponseSchema,
  passkeyOnlySchema,
  passkeyParamsSchema,
  passkeyRequestOptionsResponseSchema,
  passkeySignInRequestSchema,
  passkeysResponseSchema,
  userResponseSchema,
  WEBAUTHN_CHALLENGE_COOKIE,
  WEBAUTHN_CHALLENGE_TTL_SECONDS,
} from "@events/contract";
import type { FastifyContextConfig, FastifyReply, FastifyRequest } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { originOf, participantActorOf } from "../../audit/actor.js";
import { forbidden } from "../../errors.js";
import { commonErrors, inputErrors, PARTICIPANTS_APP_TAG } from "../../http/openapi.js";
import { limitRequests, perIp } from "../../http/rate-limit.js";
import { browserBindingCookie } from "../../http/session-cookies.js";
import {
  answerSignIn,
  type SessionsWithoutCode,
  type StartedSignIn,
  sessionOf,
} from "../../sign-in/admin-sessions.js";
import {
  type AppSessionsWithoutCode,
  appSessionAnswerer,
  type StartedAppSession,
} from "../../sign-in/app-sessions.js";
import { SIGN_IN_LIMITS, signInErrors } from "../../sign-in/sign-in-steps.js";
import type { InTransaction } from "../../transactions/transaction-runner.js";
import type { PasskeyOwner, PasskeysTransaction } from "./passkeys.repository.js";
import type { PasskeyAudience, PasskeyHolder, PasskeysService } from "./passkeys.service.js";

type FastifyZodInstance = Parameters<FastifyPluginAsyncZod>[0];

/** Per address, as the code sign-ins': these routes are public. */
export const PASSKEY_RATE_LIMITS = {
  optionsPerIp: SIGN_IN_LIMITS.perAddress,
  signInPerIp: SIGN_IN_LIMITS.perAddress,
} as const;

const noContent = z.null().describe("No content");

const FRESH = `Needs a fresh sign-in: a session begun at most ${PASSKEY_FRESH_SIGN_IN_SECONDS} seconds ago, else 403 "${PASSKEY_MESSAGES.freshSignInRequired}" (code passkeys.freshSignInRequired).`;
const COOKIE = `Sets the HttpOnly cookie ${WEBAUTHN_CHALLENGE_COOKIE} binding the challenge to this browser for ${WEBAUTHN_CHALLENGE_TTL_SECONDS / 60} minutes; the answer must come with it, once.`;

/** What differs between the admins' passkeys and the participants' app's. */
interface AudienceRoutes<Started, Answer> {
  audience: PasskeyAudience;
  tags: string[];
  /** Who may call the signed-in routes, for their descriptions. */
  access: string;
  /** The route config of the signed-in routes. */
  config: FastifyContextConfig;
  holderOf(request: FastifyRequest): PasskeyHolder;
  /** Starts the owner's session in the sign-in's transaction; undefined when they cannot. */
  startSession(
    request: FastifyRequest,
    unit: InTransaction<PasskeysTransaction>,
    owner: PasskeyOwner,
  ): Promise<Started | undefined>;
  answerSignIn(reply: FastifyReply, started: Started): Promise<Answer> | Answer;
  signInResponse: z.ZodType;
  signInDescription: string;
}

interface PasskeysRoutesOptions {
  passkeysService: PasskeysService;
  isSecureCookies: boolean;
}

/** The passkey routes of one audience: the owner's list, add, remove and passkey only, and the sign-in. */
async function registerPasskeyRoutes<Started, Answer>(
  app: FastifyZodInstance,
  { passkeysService: service, isSecureCookies }: PasskeysRoutesOptions,
  audienceRoutes: AudienceRoutes<Started, Answer>,
): Promise<void> {
  const { audience, tags, access, config, holderOf } = audienceRoutes;
  const challengeCookie = browserBindingCookie(
    WEBAUTHN_CHALLENGE_COOKIE,
    { path: "/api", maxAgeSeconds: WEBAUTHN_CHALLENGE_TTL_SECONDS },
    isSecureCookies,
  );
  /** The browser's challenge token, its cookie cleared: a challenge is answered once. */
  const takeChallengeCookie = (request: FastifyRequest, reply: FastifyReply) => {
    challengeCookie.clear(reply);
    return challengeCookie.read(request);
  };

  app.get(
    "/passkeys",
    {
      config,
      schema: {
        summary: "The caller's passkeys, and whether they sign in with a passkey only",
        description: `Newest first. ${access}`,
        tags,
        response: { 200: passkeysResponseSchema, ...commonErrors },
      },
    },
    async (request) => service.list(holderOf(request).owner),
  );

  app.post(
    "/passkeys/options",
    {
      config,
      schema: {
        summary: "Start adding a passkey: the options for navigator.credentials.create",
        description: `A discoverable credential with user verification, attestation none, the caller's passkeys excluded. ${COOKIE} ${FRESH} ${access}`,
        tags,
        response: { 200: passkeyCreationOptionsResponseSchema, ...commonErrors },
      },
    },
    async (request, reply) => {
      const { options, browserToken } = await service.creationOptions(
        holderOf(request),
        challengeCookie.read(request),
      );
      challengeCookie.set(reply, browserToken);
      return { options };
    },
  );

  app.post(
    "/passkeys",
    {
      config,
      schema: {
        summary: "Add a passkey: the browser's answer to the options, and its name",
        description: `Verified with user verification required; its counter, transports, device type and backup state are kept. An answer that does not verify, or without its live challenge, is 400 "${PASSKEY_MESSAGES.notAdded}". One person holds at most ${MAX_PASSKEYS_PER_OWNER} passkeys (409). ${FRESH} ${access}`,
        tags,
        body: addPasskeyRequestSchema,
        response: { 201: addPasskeyResponseSchema, ...inputErrors, 409: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const holder = holderOf(request);
      const passkey = await service.add(
        holder,
        request.body.name,
        request.body.response,
        takeChallengeCookie(request, reply),
      );
      return reply.code(201).send({ passkey });
    },
  );

  app.delete(
    "/passkeys/:id",
    {
      config,
      schema: {
        summary: "Remove a passkey",
        description: `404 for another person's passkey. The last passkey of an account that signs in with a passkey only is kept: 409 "${PASSKEY_MESSAGES.lastPasskey}". ${access}`,
        tags,
        params: passkeyParamsSchema,
        response: {
          204: noContent,
          ...inputErrors,
          404: errorResponseSchema.describe(`"${PASSKEY_MESSAGES.notFound}"`),
          409: errorResponseSchema.describe(`"${PASSKEY_MESSAGES.lastPasskey}"`),
        },
      },
    },
    async (request, reply) => {
      await service.remove(holderOf(request), request.params.id);
      return reply.code(204).send(null);
    },
  );

  app.put(
    "/passkey-only",
    {
      config,
      schema: {
        summary: "Choose whether the account signs in with a passkey only",
        description: `True: the e-mailed code (and the password) no longer sign the account in. Needs a passkey: 409 "${PASSKEY_MESSAGES.noPasskey}". ${access}`,
        tags,
        body: passkeyOnlySchema,
        response: { 200: passkeyOnlySchema, ...inputErrors, 409: errorResponseSchema },
      },
    },
    async (request) => ({
      passkey_only: await service.setPasskeyOnly(holderOf(request), request.body.passkey_only),
    }),
  );

  app.post(
    "/passkey-sign-in/options",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp(`passkey-options-${audience}`, PASSKEY_RATE_LIMITS.optionsPerIp),
      ]),
      schema: {
        summary: "Start a passkey sign-in: the options for navigator.credentials.get",
        description: `Discoverable: no e-mail, allowCredentials empty, user verification required. ${COOKIE}`,
        tags,
        response: { 200: passkeyRequestOptionsResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { options, browserToken } = await service.requestOptions(
        audience,
        challengeCookie.read(request),
      );
      challengeCookie.set(reply, browserToken);
      return { options };
    },
  );

  app.post(
    "/passkey-sign-in",
    {
      config: { isPublic: true },
      preHandler: limitRequests(app, [
        perIp(`passkey-sign-in-${audience}`, PASSKEY_RATE_LIMITS.signInPerIp),
      ]),
      schema: {
        summary: "Sign in with a passkey: the browser's answer to the sign-in options",
        description: `${audienceRoutes.signInDescription} No password and no e-mailed code. 401 "${PASSKEY_MESSAGES.notRecognised}" for a passkey unknown here, or whose signature or counter does not verify; 401 "${PASSKEY_MESSAGES.signInExpired}" without the live challenge of this browser's cookie.`,
        tags,
        body: passkeySignInRequestSchema,
        response: { 200: audienceRoutes.signInResponse, ...signInErrors },
      },
    },
    async (request, reply) => {
      const started = await service.signIn(
        audience,
        originOf(request),
        request.body.response,
        takeChallengeCookie(request, reply),
        (unit, owner) => audienceRoutes.startSession(request, unit, owner),
      );
      return audienceRoutes.answerSignIn(reply, started);
    },
  );
}

export interface AdminPasskeysRoutesOptions extends PasskeysRoutesOptions {
  sessions: SessionsWithoutCode;
}

/** The admins' and door staff's passkeys, and their passkey sign-in (prefix /api/auth). */
export const adminPasskeysRoutes: FastifyPluginAsyncZod<AdminPasskeysRoutesOptions> = async (
  app,
  { sessions, passkeysService, isSecureCookies },
) => {
  const options = { passkeysService, isSecureCookies };
  await registerPasskeyRoutes<StartedSignIn, ReturnType<typeof answerSignIn>>(app, options, {
    audience: "admin",
    tags: ["auth"],
    access: `System admins, event admins and door staff, each for their own passkeys, in a signed-in session: an API token is refused, and so is a paired door device's session (403 "${PASSKEY_MESSAGES.notForDevices}").`,
    // No token area: a token never reaches them.
    config: { door: true },
    holderOf(request) {
      const session = sessionOf(request);
      if (session.device_event_id) throw forbidden(PASSKEY_MESSAGES.notForDevices);
      const { user } = request;
      return {
        owner: { kind: "user", id: user.id },
        userName: user.email,
        displayName: user.name,
        sessionStartedAt: session.created_at,
        actor: { ...originOf(request), user },
      };
    },
    startSession: (request, unit, owner) =>
      sessions.startSessionWithoutCode(unit, originOf(request), owner.id, "sign_in_passkey"),
    answerSignIn: (reply, started) => answerSignIn(reply, isSecureCookies, started),
    signInResponse: userResponseSchema,
    signInDescription:
      "Sets the same cookies as verify-otp (token and csrf_access_token). A participant's passkey is not recognised here.",
  });
};

export interface AppPasskeysRoutesOptions extends PasskeysRoutesOptions {
  sessions: AppSessionsWithoutCode;
}

/** The participants' passkeys and their passkey sign-in (prefix /api/me). */
export const appPasskeysRoutes: FastifyPluginAsyncZod<AppPasskeysRoutesOptions> = async (
  app,
  { sessions, passkeysService, isSecureCookies },
) => {
  const options = { passkeysService, isSecureCookies };
  const answerSession = appSessionAnswerer(sessions, isSecureCookies);
  type Answer = Awaited<ReturnType<typeof answerSession>>;
  await registerPasskeyRoutes<StartedAppSession, Answer>(app, options, {
    audience: "app",
    tags: [PARTICIPANTS_APP_TAG],
    access: "The signed-in participant, for their own passkeys.",
    config: {},
    holderOf: (request) => ({
      owner: { kind: "person", id: request.person.id },
      userName: request.person.email,
      displayName: request.person.email,
      sessionStartedAt: request.appSession.created_at,
      actor: participantActorOf(request),
    }),
    startSession: (request, unit, owner) =>
      sessions.startSessionWithoutCode(unit, originOf(request), owner.id),
    answerSignIn: (reply, started) => answerSession(reply, "web", started),
    signInResponse: appSessionResponseSchema,
    signInDescription:
      "Sets the app's cookies (app_token and app_csrf_token) as the code sign-in's verify does for client web. An admin's passkey is not recognised here.",
  });
};

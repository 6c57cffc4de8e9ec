import {
  answerOfferRequestSchema,
  CLOSED_REASON_TEXT,
  confirmRegistrationRequestSchema,
  errorResponseSchema,
  HONEYPOT_FIELD,
  type Language,
  PARTICIPANT_MESSAGES,
  parseAcceptLanguage,
  pickLanguage,
  powChallengeResponseSchema,
  publicEventResponseSchema,
  publicRegistrationOutcomeSchema,
  publicRegistrationRequestSchema,
  publicRegistrationStartedSchema,
  publicSlugParamsSchema,
  REGISTRATION_MESSAGES,
  registrationLinkRequestSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { z } from "zod";
import { REGISTRATION_PUBLIC_TAG } from "../../http/openapi.js";
import { limitRequests, perBodyField, perIp, type RateLimitRule } from "../../http/rate-limit.js";
import type { RegistrationPublicService } from "./registration-public.service.js";

export interface RegistrationPublicRoutesOptions {
  registrationPublicService: RegistrationPublicService;
  /** Submits one event's form takes a minute, from everyone together. */
  registrationsPerEventPerMinute: number;
}

const MINUTE_MS = 60_000;

/**
 * The public form's limits: the internet reaches these routes without a session, and each
 * submit is an e-mail in someone's inbox. Per address so that a network of people (a company, a
 * conference's wifi) can still register its members; per e-mail address (its mailbox, "+tag"
 * aliases together) so that nobody's inbox is flooded; per event (configurable) so that no
 * event's list is flooded from many addresses.
 */
export const REGISTRATION_RATE_LIMITS = {
  registerPerIp: { max: 20, timeWindowMs: 10 * MINUTE_MS },
  registerPerMailbox: { max: 5, timeWindowMs: 60 * MINUTE_MS },
  confirmPerIp: { max: 30, timeWindowMs: MINUTE_MS },
  confirmPerToken: { max: 10, timeWindowMs: 15 * MINUTE_MS },
  linkPerIp: { max: 30, timeWindowMs: MINUTE_MS },
  challengePerIp: { max: 30, timeWindowMs: MINUTE_MS },
  pagePerIp: { max: 120, timeWindowMs: MINUTE_MS },
} as const;

/** The mailbox an address reaches, as the rate limit counts it (the SQL mailbox_key's rule). */
function mailboxOf(email: string): string {
  return email
    .trim()
    .toLowerCase()
    .replace(/\+[^@]*@/, "@");
}

/** The page's language as the form sends it, else the browser's; null when neither is known. */
function registrationLanguage(
  sent: Language | undefined,
  acceptLanguage: string | undefined,
): Language | null {
  return sent ?? pickLanguage(parseAcceptLanguage(acceptLanguage)) ?? null;
}

const linkInvalidResponse = errorResponseSchema.describe(REGISTRATION_MESSAGES.linkInvalid);
const rateLimitedResponse = errorResponseSchema.describe(REGISTRATION_MESSAGES.tooManyRequests);

export const registrationPublicRoutes: FastifyPluginAsyncZod<
  RegistrationPublicRoutesOptions
> = async (app, { registrationPublicService: service, registrationsPerEventPerMinute }) => {
  const limit = (rules: RateLimitRule[]) =>
    limitRequests(app, rules, REGISTRATION_MESSAGES.tooManyRequests);

  app.get(
    "/events/:slug",
    {
      config: { isPublic: true },
      preHandler: limit([perIp("registration-page-ip", REGISTRATION_RATE_LIMITS.pagePerIp)]),
      schema: {
        summary: "An event's public page: the event, its agenda if published, and the form",
        description:
          "No session. Answers only events whose page the organiser publishes; any other slug is 404 Event not found. registration says whether the form takes registrations now and why not (closed_reason, closed_message).",
        tags: [REGISTRATION_PUBLIC_TAG],
        params: publicSlugParamsSchema,
        response: {
          200: publicEventResponseSchema,
          400: errorResponseSchema.describe("A slug that is not an address's"),
          404: errorResponseSchema.describe(REGISTRATION_MESSAGES.pageNotFound),
          429: rateLimitedResponse,
        },
      },
    },
    (request) => service.findEvent(request.params.slug),
  );

  app.get(
    "/registration-challenge",
    {
      config: { isPublic: true },
      preHandler: limit([
        perIp("registration-challenge-ip", REGISTRATION_RATE_LIMITS.challengePerIp),
      ]),
      schema: {
        summary: "A proof-of-work challenge for the registration form",
        description:
          "ALTCHA's format: find number, from 0 to maxnumber, such that SHA-256(salt + number) is challenge; send base64 of the JSON {algorithm, challenge, number, salt, signature} as pow. Valid for 10 minutes, for one submit.",
        tags: [REGISTRATION_PUBLIC_TAG],
        response: { 200: powChallengeResponseSchema, 429: rateLimitedResponse },
      },
    },
    () => service.createChallenge(),
  );

  app.post(
    "/events/:slug/registrations",
    {
      config: { isPublic: true },
      preHandler: limit([
        perIp("registration-ip", REGISTRATION_RATE_LIMITS.registerPerIp),
        perBodyField(
          "registration-mailbox",
          REGISTRATION_RATE_LIMITS.registerPerMailbox,
          "email",
          mailboxOf,
        ),
        {
          name: "registration-event",
          max: registrationsPerEventPerMinute,
          timeWindowMs: MINUTE_MS,
          key: (request) => (request.params as { slug: string }).slug,
        },
      ]),
      schema: {
        summary: "Register for an event: the form's submit",
        description: `No session. Refused in this order: the ${HONEYPOT_FIELD} field filled (400 "${REGISTRATION_MESSAGES.honeypot}"); pow missing, wrong, expired or used before (400 "${REGISTRATION_MESSAGES.challengeMissing}" or "${REGISTRATION_MESSAGES.challengeInvalid}"); policy_version not the one in force (400 "${REGISTRATION_MESSAGES.policyOutdated}"); registration closed, not open yet, the event cancelled, or full with no waiting list (409 with the reason: ${Object.values(CLOSED_REASON_TEXT).join("; ")}); fields against the form (400, details per field, answers.<question id> for the questions). Else the registration is stored unconfirmed, holding no place, and a 6-digit code is e-mailed: send it with confirmation_token to /registrations/confirm within 30 minutes. An address already registered for the event is answered the same, and e-mailed that it is registered instead of a code.`,
        tags: [REGISTRATION_PUBLIC_TAG],
        params: publicSlugParamsSchema,
        body: publicRegistrationRequestSchema,
        response: {
          202: publicRegistrationStartedSchema,
          400: errorResponseSchema.describe("A robot's submit, or invalid fields with details"),
          404: errorResponseSchema.describe(REGISTRATION_MESSAGES.pageNotFound),
          409: errorResponseSchema.describe("Registration is closed, not open yet, or full"),
          429: rateLimitedResponse,
        },
      },
    },
    async (request, reply) => {
      const started = await service.register(request, request.params.slug, {
        ...request.body,
        language: registrationLanguage(request.body.language, request.headers["accept-language"]),
      });
      return reply.code(202).send(started);
    },
  );

  app.post(
    "/registrations/confirm",
    {
      config: { isPublic: true },
      preHandler: limit([
        perIp("registration-confirm-ip", REGISTRATION_RATE_LIMITS.confirmPerIp),
        perBodyField(
          "registration-confirm-token",
          REGISTRATION_RATE_LIMITS.confirmPerToken,
          "confirmation_token",
        ),
      ]),
      schema: {
        summary: "Confirm a registration's address with the e-mailed code",
        description: `No session. A right code settles the registration: registered (the ticket is e-mailed), pending approval, on the waiting list (with its position), or refused (closed_reason says why). Sent again, it answers the same. A wrong code is 400 "${REGISTRATION_MESSAGES.codeWrong}"; after 5 wrong codes or 30 minutes, 400 "${REGISTRATION_MESSAGES.codeExpired}".`,
        tags: [REGISTRATION_PUBLIC_TAG],
        body: confirmRegistrationRequestSchema,
        response: {
          200: publicRegistrationOutcomeSchema,
          400: errorResponseSchema.describe("A wrong or expired code"),
          404: linkInvalidResponse,
          429: rateLimitedResponse,
        },
      },
    },
    (request) => service.confirm(request, request.body),
  );

  /** The schema of a route of an e-mail's link: its token in the body, the outcome answered. */
  const linkRoute = <Body extends z.ZodType>(
    summary: string,
    description: string,
    body: Body,
    conflictMessage?: string,
  ) => ({
    config: { isPublic: true },
    preHandler: limit([perIp("registration-link-ip", REGISTRATION_RATE_LIMITS.linkPerIp)]),
    schema: {
      summary,
      description: `No session. ${description}`,
      tags: [REGISTRATION_PUBLIC_TAG],
      body,
      response: {
        200: publicRegistrationOutcomeSchema,
        404: linkInvalidResponse,
        ...(conflictMessage ? { 409: errorResponseSchema.describe(conflictMessage) } : {}),
        429: rateLimitedResponse,
      },
    },
  });

  app.post(
    "/registrations/status",
    linkRoute(
      "Where the registration of a cancel or offer link stands",
      "token is the one in the fragment of an e-mail's link (/e/{slug}/cancel#token=... or /e/{slug}/offer#token=...).",
      registrationLinkRequestSchema,
    ),
    (request) => service.describe(request.body.token),
  );

  app.post(
    "/registrations/cancel",
    linkRoute(
      "Cancel a registration with the link of its e-mails",
      `A registered, pending, waiting or offered registration is cancelled (a registered one's participant is removed) and its place offered to the waiting list's next. Cancelling again answers the same; any other state is 409 "${REGISTRATION_MESSAGES.cannotCancel}".`,
      registrationLinkRequestSchema,
      REGISTRATION_MESSAGES.cannotCancel,
    ),
    (request) => service.cancel(request, request.body.token),
  );

  app.post(
    "/registrations/offer",
    linkRoute(
      "Accept or decline a place offered from the waiting list",
      `accept: true makes the place the registrant's (registered and the ticket e-mailed, or pending when the organiser approves registrations); false gives it up (cancelled) and it is offered to the next. An offer past its time is 409 "${REGISTRATION_MESSAGES.offerGone}"; accepting for an address that became a participant meanwhile, 409 "${PARTICIPANT_MESSAGES.alreadyInEvent}".`,
      answerOfferRequestSchema,
      `"${REGISTRATION_MESSAGES.offerGone}", or the address is a participant already`,
    ),
    (request) => service.answerOffer(request, request.body.token, request.body.accept),
  );
};

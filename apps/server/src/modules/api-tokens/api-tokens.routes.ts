import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  apiTokenParamsSchema,
  apiTokensResponseSchema,
  createApiTokenRequestSchema,
  createApiTokenResponseSchema,
  errorResponseSchema,
  MAX_API_TOKENS_PER_USER,
  messageResponseSchema,
} from "@events/contract";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { commonErrors, invalidFieldsResponse, okOrNotFound } from "../../http/openapi.js";
import type { ApiTokensService } from "./api-tokens.service.js";

const TAGS = ["api tokens"];
// No config.token area: these routes are for a signed-in session only, never for a token.
const ACCESS = `System admins and event admins, each for their own tokens. A request made with an API token is refused (403 "${API_TOKEN_MESSAGES.notForTokens}").`;

export interface ApiTokensRoutesOptions {
  apiTokensService: ApiTokensService;
}

/** The caller's own API tokens (prefix /api/tokens). */
export const apiTokensRoutes: FastifyPluginAsyncZod<ApiTokensRoutesOptions> = async (
  app,
  { apiTokensService: service },
) => {
  app.post(
    "",
    {
      schema: {
        summary: "Create an API token",
        description: `Answers the whole token (evt_pat_…) this once; only its hash is kept. Send it as Authorization: Bearer on the routes its scopes reach (write includes read), within event_ids when given (each an event the caller manages: else 400 "${API_TOKEN_MESSAGES.eventsNotYours}"). expires_at is at most ${API_TOKEN_MAX_DAYS} days away, or null for never. One admin holds at most ${MAX_API_TOKENS_PER_USER} tokens. ${ACCESS}`,
        tags: TAGS,
        body: createApiTokenRequestSchema,
        response: {
          201: createApiTokenResponseSchema,
          400: invalidFieldsResponse,
          ...commonErrors,
          409: errorResponseSchema.describe(`"${API_TOKEN_MESSAGES.tooMany}"`),
        },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.createToken(request, request.body)),
  );

  app.get(
    "",
    {
      schema: {
        summary: "The caller's API tokens",
        description: `Newest first, expired ones too, each with its first characters, scopes, events and last use (time and address). ${ACCESS}`,
        tags: TAGS,
        response: { 200: apiTokensResponseSchema, ...commonErrors },
      },
    },
    async (request) => ({ tokens: await service.listTokens(request) }),
  );

  app.delete(
    "/:id",
    {
      schema: {
        summary: "Revoke an API token",
        description: `The token is deleted at once: its next request answers 401. ${ACCESS}`,
        tags: TAGS,
        params: apiTokenParamsSchema,
        response: okOrNotFound(
          messageResponseSchema,
          errorResponseSchema.describe(
            `"${API_TOKEN_MESSAGES.notFound}": no such token, or not the caller's`,
          ),
        ),
      },
    },
    async (request) => {
      await service.revokeToken(request, request.params.id);
      return { message: API_TOKEN_MESSAGES.revoked };
    },
  );
};

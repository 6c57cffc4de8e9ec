import { z } from "zod";
import {
  API_TOKEN_MAX_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKEN_NAME_MAX_LENGTH,
  API_TOKEN_SCOPES,
  API_TOKEN_SHOWN_LENGTH,
  apiTokenExpiryProblem,
} from "./api-token-constants.js";
import {
  atMostCharacters,
  FIELD_MESSAGES,
  NO_CONTROL_CHARACTERS,
  oneOfSchema,
  recordIdsSchema,
} from "./common.js";

export * from "./api-token-constants.js";

const MAX_TOKEN_EVENTS = 100;

export const apiTokenScopeSchema = oneOfSchema(API_TOKEN_SCOPES, "Each scope");

export const apiTokenParamsSchema = recordIdsSchema({ id: "token" });

export const createApiTokenRequestSchema = z.object({
  name: z
    .string({ error: API_TOKEN_MESSAGES.nameRequired })
    .trim()
    .min(1, API_TOKEN_MESSAGES.nameRequired)
    .max(API_TOKEN_NAME_MAX_LENGTH, atMostCharacters(API_TOKEN_NAME_MAX_LENGTH))
    .regex(NO_CONTROL_CHARACTERS, API_TOKEN_MESSAGES.nameControlCharacters),
  scopes: z
    .array(apiTokenScopeSchema, { error: API_TOKEN_MESSAGES.scopesRequired })
    .min(1, API_TOKEN_MESSAGES.scopesRequired)
    .max(API_TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
  event_ids: z
    .array(z.uuid(API_TOKEN_MESSAGES.eventIdsInvalid))
    .min(1, API_TOKEN_MESSAGES.eventsEmpty)
    .max(MAX_TOKEN_EVENTS, API_TOKEN_MESSAGES.tooManyEvents(MAX_TOKEN_EVENTS))
    .transform((ids) => [...new Set(ids)])
    .nullish()
    .describe("Limit the token to these events; left out or null: every event you manage"),
  expires_at: z.iso
    .datetime({ offset: true, error: FIELD_MESSAGES.isoTime("expires_at") })
    .superRefine((value, context) => {
      const time = new Date(value);
      // A text that is no time is answered by the format's own message alone.
      if (Number.isNaN(time.getTime())) return;
      const problem = apiTokenExpiryProblem(time, new Date());
      if (problem) context.addIssue({ code: "custom", message: problem });
    })
    .nullish()
    .describe(`UTC ISO 8601, in the future, at most ${API_TOKEN_MAX_DAYS} days away; null: never`),
});
export type CreateApiTokenRequest = z.input<typeof createApiTokenRequestSchema>;

export const apiTokenSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  shown: z.string().describe(`The token's first ${API_TOKEN_SHOWN_LENGTH} characters`),
  scopes: z.array(apiTokenScopeSchema),
  events: z
    .array(z.object({ id: z.uuid(), event_name: z.string() }))
    .nullable()
    .describe("The events it is limited to (deleted events drop out); null: every event"),
  created_at: z.string().describe("UTC ISO 8601"),
  expires_at: z.string().nullable().describe("UTC ISO 8601; null: never"),
  last_used_at: z.string().nullable().describe("UTC ISO 8601, to the minute; null: never used"),
  last_used_ip: z.string().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

export const apiTokensResponseSchema = z.object({
  tokens: z.array(apiTokenSchema).describe("Newest first"),
});
export type ApiTokensResponse = z.infer<typeof apiTokensResponseSchema>;

export const createApiTokenResponseSchema = z.object({
  message: z.string(),
  token: z.string().describe("The whole token, answered this once only"),
  api_token: apiTokenSchema,
});
export type CreateApiTokenResponse = z.infer<typeof createApiTokenResponseSchema>;

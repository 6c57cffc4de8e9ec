import {
  APP_SESSION_COOKIE,
  errorResponseSchema,
  type FileRule,
  megabytes,
  messageResponseSchema,
  PARTICIPANT_MESSAGES,
  viewDocumentQuerySchema,
} from "@events/contract";
import type { FastifyDynamicSwaggerOptions } from "@fastify/swagger";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { type RouteTokenScope, tokenScopeOf } from "../access/roles.js";
import { isAppRoute } from "./app-routes.js";
import { documentFileResponse, VIEW_DOCUMENT_DESCRIPTION } from "./document-response.js";
import { WEBHOOKS_OPENAPI } from "./webhooks-openapi.js";

// The parts of the OpenAPI document that several route files share; each route file keeps only
// the answers and texts that are its own.

/** What every signed-in route may answer: no session (401), or not allowed or no CSRF header (403). */
export const commonErrors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
};

/** commonErrors, for routes whose input may be refused without a more specific 400. */
export const inputErrors = {
  400: errorResponseSchema,
  ...commonErrors,
};

export const invalidFieldsResponse = errorResponseSchema.describe(
  "Invalid fields, with details naming them",
);
export const eventNotFoundResponse = errorResponseSchema.describe(
  "No such event, or (for an event admin) not one of theirs",
);
export const documentNotFoundResponse = errorResponseSchema.describe(
  "No such document, or (for an event admin) not of one of their events",
);
export const sessionNotFoundResponse = errorResponseSchema.describe(
  "No such session, or (for an event admin) not of one of their events",
);
export const participantNotFoundResponse = errorResponseSchema.describe(
  `${PARTICIPANT_MESSAGES.notFound}: no such participant, or (for an event admin) not of one of their events`,
);

/**
 * Every answer of a route about one record named by the request (an event, a session, ...): ok,
 * the refusals of inputErrors, and notFound when the record does not exist or is not the caller's.
 */
export function okOrNotFound<Ok>(ok: Ok, notFound: z.ZodType) {
  return { 200: ok, ...inputErrors, 404: notFound };
}

/** Every answer of a view-document route. */
export const viewDocumentResponses = okOrNotFound(documentFileResponse, documentNotFoundResponse);

/** "at most 100 MB": an upload's limit as the descriptions write it. */
export function describeSizeLimit(rule: Pick<FileRule, "maxBytes">): string {
  return `at most ${megabytes(rule)} MB`;
}

/** The 413 and 415 answers of an upload following rule; the 415 text is the rule's unless given. */
export function fileErrors(
  rule: Pick<FileRule, "sizeMessage" | "typeMessage">,
  typeDescription = rule.typeMessage,
) {
  return {
    413: errorResponseSchema.describe(rule.sizeMessage),
    415: errorResponseSchema.describe(typeDescription),
  };
}

/** A file part of a multipart body, as OpenAPI shows it. */
export function filePartSchema(description: string) {
  return z.string().optional().meta({ type: "string", format: "binary", description });
}

/** A document's rule: its extensions must agree with the type its content has. */
type DocumentRule = FileRule & { extensions: readonly string[] };

/**
 * The description of an upload-document route: a text field naming the record, then the file.
 * `replaces` tells what becomes of a document the record already has, `access` who may upload.
 */
export function describeDocumentUpload(
  rule: DocumentRule,
  { idField, replaces, access }: { idField: string; replaces?: string; access: string },
): string {
  return [
    `Send multipart/form-data: a text field ${idField}, then a file field 'file' ` +
      `(${rule.extensions.join(", ")}; ${describeSizeLimit(rule)}). The type is decided by ` +
      `content (${rule.mimeTypes.join(", ")}) and must agree with the extension.`,
    replaces,
    "The file is stored privately and only served by view-document.",
    access,
  ]
    .filter(Boolean)
    .join(" ");
}

/** The refusals of an upload-document route, but its 404. */
export function documentUploadErrors(rule: DocumentRule, idField: string, selectFile: string) {
  return {
    ...commonErrors,
    400: errorResponseSchema.describe(
      `No file (${selectFile}), or a missing or invalid ${idField}`,
    ),
    ...fileErrors(rule, `Not multipart/form-data, or ${rule.typeMessage}`),
  };
}

/** Every answer of a delete-document route, whose document must belong to the record named. */
export function deleteDocumentResponses(record: "event" | "session") {
  return okOrNotFound(
    messageResponseSchema,
    errorResponseSchema.describe(
      `No such ${record} (or not the caller's), or no such document in that ${record}`,
    ),
  );
}

/** The schema of a view-document route; `access` says who may read the file. */
export function viewDocumentSchema<Params>({
  summary,
  access,
  tag,
  params,
}: {
  summary: string;
  access: string;
  tag: string;
  params: Params;
}) {
  return {
    summary,
    description: `${VIEW_DOCUMENT_DESCRIPTION} ${access}`,
    tags: [tag],
    params,
    querystring: viewDocumentQuerySchema,
    response: viewDocumentResponses,
  };
}

/**
 * The document's frame, for @fastify/swagger: the API is served from the same origin (paths
 * already start with /api), and every operation needs a session (the cookie of verify-otp, or
 * the same token as a bearer) unless its route's config says isPublic (see openApiTransform).
 */
/** The OpenAPI tag of every route of the participants' app. */
export const PARTICIPANTS_APP_TAG = "participants' app";
/** The OpenAPI tag of the public registration page's routes, and of the organiser's list. */
export const REGISTRATION_PUBLIC_TAG = "registration (public)";
export const REGISTRATIONS_TAG = "registrations";

export const OPENAPI_DOCUMENT: FastifyDynamicSwaggerOptions["openapi"] = {
  // 3.1 for its webhooks: what the server POSTs to receivers (modules/webhooks).
  openapi: "3.1.0",
  info: {
    title: "Events management API",
    description: "Sign in with /api/auth/login and /api/auth/verify-otp.",
    version: "0.1.0",
  },
  servers: [{ url: "/", description: "The server that serves this document" }],
  components: {
    securitySchemes: {
      bearer: {
        type: "http",
        scheme: "bearer",
        description:
          "A session's token, or an API token (evt_pat_…) on the operations whose x-api-token-scope names a scope it holds; a token needs no CSRF header.",
      },
      cookie: { type: "apiKey", in: "cookie", name: "token" },
      appCookie: { type: "apiKey", in: "cookie", name: APP_SESSION_COOKIE },
    },
  },
  tags: [
    {
      name: PARTICIPANTS_APP_TAG,
      description:
        "The participants' own app (the organisation's mobile app and the web app at /app): sign in with a code sent by e-mail, then only the caller's own events, agenda, ticket, messages and data. Its sessions open no other route, and no admin session opens these.",
    },
    {
      name: REGISTRATION_PUBLIC_TAG,
      description:
        "An event's public page at /e/{slug} and its registration form, for anyone without a session: the page, a proof-of-work challenge, the submit, the e-mailed code's confirmation, and the links of the registration's e-mails (status, cancel, answer an offer). Only events whose page the organiser publishes answer; all are rate limited.",
    },
    {
      name: REGISTRATIONS_TAG,
      description:
        "The self-registrations of an event, for its event admin and system admins: the list by state with the counts of places, and the approval or rejection of pending ones.",
    },
  ],
  security: [{ cookie: [] }, { bearer: [] }],
  webhooks: WEBHOOKS_OPENAPI,
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type JsonSchema = {
  required?: string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
};

/**
 * Lists as required only the fields of `zod` that refuse a missing value, in `json` and in the
 * objects and arrays inside it: zod's input schema also lists a field that turns a missing value
 * into null or a default, which a caller may leave out.
 */
function relaxRequired(zod: unknown, json: JsonSchema | undefined): void {
  if (!json) return;
  if (zod instanceof z.ZodArray) {
    relaxRequired(zod.element, json.items);
    return;
  }
  if (!(zod instanceof z.ZodObject)) return;
  const shape = zod.shape as Record<string, z.ZodType>;
  if (json.required) {
    const required = json.required.filter((name) => !shape[name]?.safeParse(undefined).success);
    if (required.length > 0) json.required = required;
    else delete json.required;
  }
  for (const [name, field] of Object.entries(shape)) relaxRequired(field, json.properties?.[name]);
}

/**
 * jsonSchemaTransform, then a body's `required` lists only the fields a request must send: a
 * field that turns a missing value into null or a default (as the multipart forms' blank text
 * fields and optional files do) is optional to the caller, though zod's input schema lists it.
 */
export function openApiTransform(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  // A route without a schema (hidden from the document) has nothing to adjust.
  const schema = transformed.schema as
    | {
        security?: unknown[];
        body?: JsonSchema;
        params?: unknown;
        response?: Answers;
        description?: string;
        "x-api-token-scope"?: string;
      }
    | undefined;
  if (!schema) return transformed;
  const config = input.route?.config as
    | { isPublic?: boolean; token?: RouteTokenScope | undefined }
    | undefined;
  // A public route (sign-in, health) needs no session, whatever the document's default says.
  if (config?.isPublic) schema.security = [];
  else if (isAppRoute(input.url)) schema.security = [{ appCookie: [] }, { bearer: [] }];
  else describeTokenScope(schema, config?.token, String(input.route?.method ?? ""));
  relaxRequired(input.schema?.body, schema.body);
  schema.response = withRouterAnswers(schema.response ?? {}, {
    hasParams: schema.params !== undefined,
    takesBody: BODY_METHODS.has(String(input.route?.method ?? "").toUpperCase()),
  });
  return transformed;
}

/**
 * What an admin's route asks of an API token, in its operation: the scope (x-api-token-scope,
 * and a sentence of its description), or that tokens are refused (access/roles.ts).
 */
function describeTokenScope(
  schema: { description?: string; "x-api-token-scope"?: string },
  route: RouteTokenScope | undefined,
  method: string,
): void {
  let sentence = "API tokens cannot call this; sign in instead.";
  if (route !== undefined) {
    const { area, access } = tokenScopeOf(route, method.toUpperCase());
    schema["x-api-token-scope"] = `${area}:${access}`;
    sentence = `An API token needs the ${area}:${access} scope (or ${area}:write).`;
  }
  schema.description = schema.description ? `${schema.description} ${sentence}` : sentence;
}

type Answers = Record<string, unknown>;

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

function errorAnswer(description: string): unknown {
  const { $schema: _dialect, ...json } = z.toJSONSchema(errorResponseSchema, { io: "output" });
  return { description, content: { "application/json": { schema: json } } };
}

/**
 * The answers Fastify and its plugins give before a route's handler runs, listed on every
 * operation they can reach (the schema fuzzer meets each): a rate limit's 429 anywhere, 414 for a
 * path parameter over the router's 100 characters, and for methods with a body 400 for one that
 * cannot be parsed and 415 for a content type the operation does not take.
 */
function withRouterAnswers(
  answers: Answers,
  { hasParams, takesBody }: { hasParams: boolean; takesBody: boolean },
): Answers {
  const added: Answers = {
    429: errorAnswer("Too many requests; Retry-After says when to try again"),
  };
  if (hasParams) added[414] = errorAnswer("A path parameter longer than 100 characters");
  if (takesBody) {
    added[400] = errorAnswer("A body that cannot be parsed, or invalid fields");
    added[415] = errorAnswer("A body of a content type this operation does not take");
  }
  return { ...added, ...answers };
}

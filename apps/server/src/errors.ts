import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { describeUnavailableDatabase, isDatabaseBusy } from "./db/connection-errors.js";

export interface FieldError {
  field: string;
  message: string;
}

/** An error whose message (and field details) is safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
    readonly details?: FieldError[],
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const INVALID_INPUT_MESSAGE = "Invalid input";

export const badRequest = (message = INVALID_INPUT_MESSAGE) => new HttpError(400, message);
/** The same answer schema validation gives, for rules that can only be checked later. */
export const invalidInput = (details: FieldError[]) =>
  new HttpError(400, INVALID_INPUT_MESSAGE, {}, details);
/**
 * Field errors for issues of a schema checked by hand (zod's issues have this shape), named as
 * route validation names them: the dotted path, or rootField for the value as a whole.
 */
export function describeIssues(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
  rootField: string,
): FieldError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join(".") || rootField,
    message: issue.message,
  }));
}

export const unauthorized = (message = "Not authenticated") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const notFound = (message = "Not found") => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message = "The upload is too large") => new HttpError(413, message);
export const unsupportedMediaType = (message = "This file type is not allowed") =>
  new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { "retry-after": String(Math.max(1, retryAfterSeconds)) });
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const DATABASE_UNAVAILABLE_MESSAGE = "The database is not available";
// The embedded PostgreSQL restarts within a second or two; an external one may take longer.
const DATABASE_RETRY_AFTER_SECONDS = "5";
export const SERVER_BUSY_MESSAGE = "The server is busy; try again in a moment.";
// A burst of searches drains within a second or two.
const BUSY_RETRY_AFTER_SECONDS = "2";

function describeValidation(error: FastifyError): FieldError[] {
  // instancePath is a JSON pointer such as "/email" or "/items/0/name"; both zod and ajv set it.
  return (error.validation ?? []).map((issue) => ({
    field:
      issue.instancePath.split("/").filter(Boolean).join(".") || error.validationContext || "body",
    message: issue.message ?? "Invalid value",
  }));
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(
        error.details ? { error: error.message, details: error.details } : { error: error.message },
      );
  }
  if (error.validation) {
    return reply
      .code(400)
      .send({ error: INVALID_INPUT_MESSAGE, details: describeValidation(error) });
  }
  // Busy is expected under load and is no outage: the answer tells the caller, the log stays quiet.
  if (isDatabaseBusy(error)) {
    return reply
      .code(503)
      .header("retry-after", BUSY_RETRY_AFTER_SECONDS)
      .send({ error: SERVER_BUSY_MESSAGE });
  }
  const databaseProblem = describeUnavailableDatabase(error);
  if (databaseProblem !== undefined) {
    request.log.warn(`${DATABASE_UNAVAILABLE_MESSAGE}: ${databaseProblem}`);
    return reply
      .code(503)
      .header("retry-after", DATABASE_RETRY_AFTER_SECONDS)
      .send({ error: DATABASE_UNAVAILABLE_MESSAGE });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return reply.code(413).send({ error: "The request is too large" });
  }
  if (status === 415) {
    return reply.code(415).send({ error: "Unsupported content type" });
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, empty body, ...) carry a safe message.
    const message =
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
        ? "Malformed JSON body"
        : error.message;
    return reply.code(status).send({ error: message });
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send({ error: "Internal server error" });
}

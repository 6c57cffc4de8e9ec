import {
  type ErrorCode,
  type ErrorParams,
  type ErrorResponse,
  errorCodeOf,
  HTTP_MESSAGES,
} from "@events/contract";
import type { FastifyError, FastifyReply, FastifyRequest } from "fastify";
import { describeUnavailableDatabase, isDatabaseBusy } from "./db/connection-errors.js";

export interface FieldError {
  field: string;
  message: string;
  /** The message's code when its maker knows it; else it is found by the message's words. */
  code?: ErrorCode;
  params?: ErrorParams;
}

type Detail = NonNullable<ErrorResponse["details"]>[number];

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

export const INVALID_INPUT_MESSAGE = HTTP_MESSAGES.invalidInput;

export const badRequest = (message: string = INVALID_INPUT_MESSAGE) => new HttpError(400, message);
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

export const unauthorized = (message: string = HTTP_MESSAGES.notAuthenticated) =>
  new HttpError(401, message);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) => new HttpError(403, message);
export const notFound = (message: string = HTTP_MESSAGES.notFound) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const payloadTooLarge = (message: string = HTTP_MESSAGES.uploadTooLarge) =>
  new HttpError(413, message);
export const unsupportedMediaType = (message: string = HTTP_MESSAGES.fileTypeNotAllowed) =>
  new HttpError(415, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { "retry-after": String(Math.max(1, retryAfterSeconds)) });
export const serviceUnavailable = (message: string) => new HttpError(503, message);
export const DATABASE_UNAVAILABLE_MESSAGE = HTTP_MESSAGES.databaseUnavailable;
// The embedded PostgreSQL restarts within a second or two; an external one may take longer.
const DATABASE_RETRY_AFTER_SECONDS = "5";
export const SERVER_BUSY_MESSAGE = HTTP_MESSAGES.serverBusy;
// A burst of searches drains within a second or two.
const BUSY_RETRY_AFTER_SECONDS = "2";

function describeValidation(error: FastifyError): FieldError[] {
  // instancePath is a JSON pointer such as "/email" or "/items/0/name"; both zod and ajv set it.
  return (error.validation ?? []).map((issue) => ({
    field:
      issue.instancePath.split("/").filter(Boolean).join(".") || error.validationContext || "body",
    message: issue.message ?? HTTP_MESSAGES.invalidValue,
  }));
}

/** The generic code of an answer's status, for a text that has none of its own. */
function statusCode(status: number): ErrorCode {
  if (status >= 500) return status === 503 ? "http.serviceUnavailable" : "http.internalError";
  const codes: Record<number, ErrorCode> = {
    401: "http.notAuthenticated",
    403: "http.forbidden",
    404: "http.notFound",
    405: "http.methodNotAllowed",
    409: "http.conflict",
    413: "http.payloadTooLarge",
    415: "http.unsupportedMediaType",
    429: "http.tooManyRequests",
  };
  return codes[status] ?? "http.badRequest";
}

/** An error answer: the English text with its code (and a template's values). */
export function errorBody(status: number, message: string, details?: FieldError[]): ErrorResponse {
  const { code, params } = errorCodeOf(message) ?? { code: statusCode(status) };
  return {
    error: message,
    code,
    ...(params && { params }),
    ...(details && { details: details.map(describeDetail) }),
  };
}

/** A field's message with its code where the message has one: details name no generic code. */
function describeDetail(detail: FieldError): Detail {
  if (detail.code !== undefined) return detail;
  const match = errorCodeOf(detail.message);
  return match ? { ...detail, ...match } : detail;
}

export function handleError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof HttpError) {
    if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
    return reply
      .code(error.statusCode)
      .headers(error.headers)
      .send(errorBody(error.statusCode, error.message, error.details));
  }
  if (error.validation) {
    return reply.code(400).send(errorBody(400, INVALID_INPUT_MESSAGE, describeValidation(error)));
  }
  // Busy is expected under load and is no outage: the answer tells the caller, the log stays quiet.
  if (isDatabaseBusy(error)) {
    return reply
      .code(503)
      .header("retry-after", BUSY_RETRY_AFTER_SECONDS)
      .send(errorBody(503, SERVER_BUSY_MESSAGE));
  }
  const databaseProblem = describeUnavailableDatabase(error);
  if (databaseProblem !== undefined) {
    request.log.warn(`${DATABASE_UNAVAILABLE_MESSAGE}: ${databaseProblem}`);
    return reply
      .code(503)
      .header("retry-after", DATABASE_RETRY_AFTER_SECONDS)
      .send(errorBody(503, DATABASE_UNAVAILABLE_MESSAGE));
  }
  const status = error.statusCode ?? 500;
  if (status === 413) {
    return reply.code(413).send(errorBody(413, HTTP_MESSAGES.payloadTooLarge));
  }
  if (status === 415) {
    return reply.code(415).send(errorBody(415, HTTP_MESSAGES.unsupportedMediaType));
  }
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, empty body, ...) carry a safe message.
    const message =
      error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error instanceof SyntaxError
        ? HTTP_MESSAGES.malformedJson
        : error.message;
    return reply.code(status).send(errorBody(status, message));
  }
  request.log.error({ err: error }, "request failed");
  return reply.code(500).send(errorBody(500, HTTP_MESSAGES.internalError));
}

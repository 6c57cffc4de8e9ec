import {
  type FuzzRequest,
  type JsonSchema,
  type Operation,
  wellFormed,
} from "./openapi-arbitraries.js";

// The fuzzer's oracle: whether an answer is one the OpenAPI document describes for the operation.

/** The answers every operation may give besides its own: see commonErrors in http/openapi.ts. */
const COMMON_STATUSES = new Set([401, 403, 404, 429]);

/**
 * Fastify's maxParamLength: a longer path parameter is answered 414 by the router, before any
 * route runs. The document does not list it (reported to the lead; app.ts is not this file's).
 */
const MAX_PARAM_LENGTH = 100;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Whether the request's body is of a content type the operation does not take: Fastify answers
 * 415, or 400 to malformed JSON, before any route runs (reported to the lead: commonErrors lists
 * neither).
 */
function sendsUndocumentedType(operation: Operation, request: FuzzRequest): boolean {
  const body = request.body;
  if (body.kind === "none") return false;
  const type =
    body.kind === "raw"
      ? body.contentType.split(";")[0]
      : body.kind === "json"
        ? "application/json"
        : "multipart/form-data";
  return !(type && operation.requestBody?.content[type]);
}

/** Why the answer is not one the document describes for the operation; undefined when it is. */
export function undocumentedAnswer(
  operation: Operation,
  request: FuzzRequest,
  answer: Answer,
): string | undefined {
  const status = answer.statusCode;
  const longParameter = Object.values(request.path).some(
    (value) => encodeURIComponent(wellFormed(value)).length > MAX_PARAM_LENGTH,
  );
  const undocumentedType = sendsUndocumentedType(operation, request);
  if (status === 414 && longParameter) return undefined;
  // A body the operation does not take: refused unparsed (415) or unparseable (400).
  if ((status === 415 || status === 400) && undocumentedType) return undefined;
  if (status >= 500) return `a ${status}: ${answer.body.slice(0, 300)}`;
  const documented = operation.responses[String(status)];
  if (!documented && !COMMON_STATUSES.has(status)) {
    return `a ${status}, which the document does not list (${Object.keys(operation.responses)})`;
  }
  if (status < 200 || (status >= 300 && status < 400)) return `a ${status}`;
  const contentType = String(answer.headers["content-type"] ?? "");
  const jsonSchema = documented?.content?.["application/json"]?.schema as JsonSchema | undefined;
  const isError = status >= 400;
  if (!contentType.includes("application/json")) {
    // A file or a spreadsheet: only 2xx answers are anything but JSON.
    if (isError) return `a ${status} of ${contentType || "no content type"}`;
    return undefined;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer.body);
  } catch {
    return `a ${status} whose body is not JSON: ${answer.body.slice(0, 200)}`;
  }
  const required = isError ? ["error"] : (jsonSchema?.required ?? []);
  if (jsonSchema?.type === "array" || (parsed !== null && typeof parsed !== "object")) {
    return Array.isArray(parsed) === (jsonSchema?.type === "array")
      ? undefined
      : `a ${status} whose body is not of the documented type`;
  }
  const missing = required.filter((key) => !(key in (parsed as object)));
  if (missing.length > 0) return `a ${status} without ${missing.join(", ")}: ${answer.body}`;
  if (isError && typeof (parsed as { error?: unknown }).error !== "string") {
    return `a ${status} whose error is not a text`;
  }
  return undefined;
}

import type { JsonSchema, Operation } from "./openapi-arbitraries.js";

// The fuzzer's oracle: whether an answer is one the OpenAPI document describes for the operation.

/**
 * The answers any operation may give besides those it lists: no session, not allowed, or a path
 * that names nothing. (The router's own 400, 414, 415 and 429 are listed on each operation: see
 * withRouterAnswers in http/openapi.ts.)
 */
const COMMON_STATUSES = new Set([401, 403, 404]);

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/** Why the answer is not one the document describes for the operation; undefined when it is. */
export function undocumentedAnswer(operation: Operation, answer: Answer): string | undefined {
  const status = answer.statusCode;
  if (status >= 500) return `a ${status}: ${answer.body.slice(0, 300)}`;
  const documented = operation.responses[String(status)];
  if (!documented && !COMMON_STATUSES.has(status)) {
    return `a ${status}, which the document does not list (${Object.keys(operation.responses)})`;
  }
  if (status >= 300 && status < 400) {
    // A redirect the operation lists (single sign-on's): it must say where to.
    return answer.headers.location ? undefined : `a ${status} without a Location`;
  }
  if (status < 200) return `a ${status}`;
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

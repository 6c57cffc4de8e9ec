import { SOURCE_LANGUAGE } from "@events/contract";
import { activeLanguage, i18n, t } from "@/i18n/i18n";
import type { MessageId } from "@/i18n/message-id";

/** The values a message made from a template was filled in with (the answer's `params`). */
export type ErrorParams = Record<string, string | number>;

/** A message's stable code (the contract's error-codes.ts) and its template's values. */
export type ErrorCodeOf = { code?: string; params?: ErrorParams };

export type ErrorDetail = { field: string; message: string } & ErrorCodeOf;

/** The catalogue fragments of error texts by code (i18n/bundles.ts says which page has which). */
const ERROR_FRAGMENTS = [
  "errors",
  "sign-in-errors",
  "door-links-errors",
  "app-errors",
  "app-passkeys-errors",
  "public-errors",
] as const;

export class ApiError extends Error {
  readonly status: number;
  /** The text the server itself sent (its `error`, else its `message` field), if any. */
  readonly serverMessage: string | undefined;
  readonly details: ErrorDetail[];
  /** The code of the server's message, and the values of a template's. */
  readonly code: string | undefined;
  readonly params: ErrorParams | undefined;

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    details: ErrorDetail[] = [],
    { code, params }: ErrorCodeOf = {},
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.details = details;
    this.code = code;
    this.params = params;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function readNonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
}

/** An answer's (or a detail's) code and params, when it has them in their shape. */
function readCode(answer: Record<string, unknown>): ErrorCodeOf {
  const code = readNonEmptyString(answer.code);
  if (code === undefined) return {};
  const { params } = answer;
  const isParams =
    isRecord(params) &&
    Object.values(params).every((value) => typeof value === "string" || typeof value === "number");
  return isParams ? { code, params: params as ErrorParams } : { code };
}

/** The server's own text: its `error` field is preferred, then its `message` field. */
export function getServerMessage(body: unknown): string | undefined {
  if (!isRecord(body)) return undefined;
  return readNonEmptyString(body.error) ?? readNonEmptyString(body.message);
}

/** The message shown for a failed answer: the server's text, else 'HTTP error! status: {code}'. */
export function getErrorMessage(status: number, body: unknown): string {
  return getServerMessage(body) ?? `HTTP error! status: ${status}`;
}

export function getErrorDetails(body: unknown): ErrorDetail[] {
  if (!isRecord(body) || !Array.isArray(body.details)) return [];
  return body.details
    .filter(
      (detail): detail is ErrorDetail =>
        isRecord(detail) && typeof detail.field === "string" && typeof detail.message === "string",
    )
    .map((detail) => ({ field: detail.field, message: detail.message, ...readCode(detail) }));
}

export function createApiError(status: number, body: unknown): ApiError {
  return new ApiError(
    status,
    getErrorMessage(status, body),
    getServerMessage(body),
    getErrorDetails(body),
    isRecord(body) ? readCode(body) : {},
  );
}

/**
 * A message of the server (or of the contract's rules) in the active language: its code's text
 * where the loaded catalogues have one, else its English words. In English always exactly the
 * server's words, which are the specification's.
 */
export function errorText(english: string, { code, params }: ErrorCodeOf): string {
  if (code === undefined || activeLanguage() === SOURCE_LANGUAGE) return english;
  return textOfErrorCode(code, params) ?? english;
}

/**
 * An error code's text in the active language, from the loaded catalogues; undefined if none
 * has it. For a code that comes without the server's words, such as one in the address.
 */
export function textOfErrorCode(code: string, params?: ErrorParams): string | undefined {
  // The one place error texts are looked up by code: the keys are `<fragment>.<code>` of the
  // error fragments, errors (the admin bundle: every code) and the few each other page can meet,
  // built here and not written out, which scripts/check-catalogues.mjs knows of them.
  for (const fragment of ERROR_FRAGMENTS) {
    const key = `${fragment}.${code}`;
    if (i18n.messages[key] !== undefined) return t(key as MessageId, params);
  }
  return undefined;
}

/** The server's text of a failed answer in the active language, if it sent one. */
export function serverErrorText(error: ApiError): string | undefined {
  return error.serverMessage === undefined ? undefined : errorText(error.serverMessage, error);
}

/**
 * Whether the call failed because the server could not be reached (offline, mostly): every API
 * client here turns that into an ApiError of status 0.
 */
export function isNetworkError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

/**
 * Text for a failed action: what the server said (in the active language), else the screen's
 * own fallback. Errors raised by the app itself (not by an HTTP answer) carry their own message.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return serverErrorText(error) ?? fallback;
  if (error instanceof Error && error.message !== "") return error.message;
  return fallback;
}

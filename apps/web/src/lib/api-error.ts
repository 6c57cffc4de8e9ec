export type ErrorDetail = { field: string; message: string };

export class ApiError extends Error {
  readonly status: number;
  /** The text the server itself sent (its `error`, else its `message` field), if any. */
  readonly serverMessage: string | undefined;
  readonly details: ErrorDetail[];

  constructor(
    status: number,
    message: string,
    serverMessage?: string,
    details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.serverMessage = serverMessage;
    this.details = details;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

function readNonEmptyString(value: unknown): string | undefined {
  return typeof value === "string" && value.trim() !== "" ? value : undefined;
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
  return body.details.filter(
    (detail): detail is ErrorDetail =>
      isRecord(detail) && typeof detail.field === "string" && typeof detail.message === "string",
  );
}

export function createApiError(status: number, body: unknown): ApiError {
  return new ApiError(
    status,
    getErrorMessage(status, body),
    getServerMessage(body),
    getErrorDetails(body),
  );
}

/**
 * Text for a failed action: what the server said, else the screen's own fallback.
 * Errors raised by the app itself (not by an HTTP answer) carry their own message.
 */
export function describeError(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? fallback;
  if (error instanceof Error && error.message !== "") return error.message;
  return fallback;
}

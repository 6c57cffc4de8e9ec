import { CSRF_COOKIE, CSRF_HEADER } from "@events/contract";
import { ApiError, createApiError } from "./api-error";
import { readBrowserCookie } from "./cookies";

type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * How an error answer that is not JSON reads: 'http-status' gives 'HTTP error! status: {code}';
 * 'server-text' gives 'Server error: {status} {text}', which the session form shows (spec doc 2 §8).
 */
export type PlainErrorWording = "http-status" | "server-text";

export type RequestOptions = {
  method?: HttpMethod;
  /** A plain object is sent as JSON; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
  /** Only the login call goes without the CSRF header (there is no session yet). */
  withCsrf?: boolean;
  plainErrorWording?: PlainErrorWording;
};

/**
 * An API address with each interpolated part (an id, mostly) URL-encoded, so a call file reads as
 * the route it calls: apiPath`/api/users/delete-user/${id}`.
 */
export function apiPath(texts: TemplateStringsArray, ...parts: string[]): string {
  return texts.reduce(
    (path, text, index) => `${path}${encodeURIComponent(parts[index - 1] ?? "")}${text}`,
  );
}

export const NETWORK_ERROR_MESSAGE = "Network error: the server could not be reached";

/** The headers every call sends; the upload with progress sets the same ones on its request. */
export function createRequestHeaders(withCsrf = true): Headers {
  const headers = new Headers({ Accept: "application/json" });
  if (withCsrf) {
    const csrfToken = readBrowserCookie(CSRF_COOKIE);
    if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  }
  return headers;
}

/** The text as JSON when it parses, otherwise the text itself. */
function parseJsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** JSON when the server says so, otherwise the text itself; undefined for an empty answer. */
export function parseResponseText(text: string, contentType: string): unknown {
  if (text === "") return undefined;
  if (!contentType.includes("json")) return text;
  return parseJsonOrText(text);
}

/**
 * A sent request's response, a failure to reach the server becoming the ApiError every call
 * reports; a cancelled call still rejects with fetch's AbortError, which callers let pass.
 */
async function reachServer(sent: Promise<Response>): Promise<Response> {
  try {
    return await sent;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
}

/** fetch with the session cookie. */
function sendWithCredentials(path: string, init: RequestInit): Promise<Response> {
  return fetch(path, { ...init, credentials: "include" });
}

/** The text of a non-JSON error answer, kept short; the status text when there is none. */
function readPlainErrorText(text: string, statusText: string): string {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.startsWith("<") || trimmed.length > 200) return statusText;
  return trimmed;
}

/** The ApiError for a failed answer, worded as the caller asked when the answer is not JSON. */
export function createFailedAnswerError(
  status: number,
  statusText: string,
  body: unknown,
  plainErrorWording: PlainErrorWording = "http-status",
): ApiError {
  const isPlain = body === undefined || typeof body === "string";
  if (!isPlain || plainErrorWording === "http-status") return createApiError(status, body);
  const message = `Server error: ${status} ${readPlainErrorText(body ?? "", statusText)}`.trim();
  return new ApiError(status, message, message);
}

export async function apiRequest<TResponse>(
  path: string,
  { method = "GET", body, signal, withCsrf = true, plainErrorWording }: RequestOptions = {},
): Promise<TResponse> {
  const headers = createRequestHeaders(withCsrf);

  let requestBody: BodyInit | undefined;
  if (body instanceof FormData) {
    requestBody = body;
  } else if (body !== undefined) {
    headers.set("Content-Type", "application/json");
    requestBody = JSON.stringify(body);
  }

  return readAnswer<TResponse>(
    sendWithCredentials(path, { method, headers, body: requestBody, signal }),
    plainErrorWording,
  );
}

/**
 * The answer of a call already sent (by apiRequest, or by the page's first script): its body,
 * or the ApiError of a failed answer or of a server not reached.
 */
export async function readAnswer<TResponse>(
  sent: Promise<Response>,
  plainErrorWording?: PlainErrorWording,
): Promise<TResponse> {
  const response = await reachServer(sent);
  const responseBody =
    response.status === 204
      ? undefined
      : parseResponseText(await response.text(), response.headers.get("content-type") ?? "");
  if (!response.ok) {
    throw createFailedAnswerError(
      response.status,
      response.statusText,
      responseBody,
      plainErrorWording,
    );
  }
  return responseBody as TResponse;
}

/**
 * A GET whose answer is a file rather than JSON (the session cookie authorises it): the answer,
 * for the caller to read as a blob. Failures become ApiErrors, as for every other call.
 */
export async function fetchFile(path: string, signal?: AbortSignal): Promise<Response> {
  const response = await reachServer(sendWithCredentials(path, { signal }));
  // A failed file answer's body is read as JSON when it parses, whatever its content type says.
  if (!response.ok) throw createApiError(response.status, parseJsonOrText(await response.text()));
  return response;
}

export const apiClient = {
  get: <TResponse>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<TResponse>(path, { ...options, method: "GET" }),
  post: <TResponse>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, "method" | "body">,
  ) => apiRequest<TResponse>(path, { ...options, method: "POST", body }),
  put: <TResponse>(
    path: string,
    body?: unknown,
    options?: Omit<RequestOptions, "method" | "body">,
  ) => apiRequest<TResponse>(path, { ...options, method: "PUT", body }),
  delete: <TResponse>(path: string, options?: Omit<RequestOptions, "method" | "body">) =>
    apiRequest<TResponse>(path, { ...options, method: "DELETE" }),
};

import { CSRF_COOKIE, CSRF_HEADER } from "@events/contract";
import { ApiError, createApiError } from "@/lib/api-error";
import { readBrowserCookie } from "@/lib/cookies";

/** The text of a non-JSON error answer, kept short; the status text when there is none. */
function readPlainErrorText(text: string, statusText: string): string {
  const trimmed = text.trim();
  if (trimmed === "" || trimmed.startsWith("<") || trimmed.length > 200) return statusText;
  return trimmed;
}

/**
 * Sends a session's multipart form. Like the API client (cookies, CSRF header, ApiError with
 * the server's error or message and its details), except that an error answer that is not JSON
 * reads 'Server error: {status} {text}' (spec doc 2 §8), which the client does not keep.
 */
export async function sendSessionForm<TResponse>(
  path: string,
  method: "POST" | "PUT",
  body: FormData,
): Promise<TResponse> {
  const headers = new Headers({ Accept: "application/json" });
  const csrfToken = readBrowserCookie(CSRF_COOKIE);
  if (csrfToken) headers.set(CSRF_HEADER, csrfToken);

  let response: Response;
  try {
    response = await fetch(path, { method, headers, body, credentials: "include" });
  } catch {
    throw new ApiError(0, "Network error: the server could not be reached");
  }

  const text = await response.text();
  let json: unknown;
  let isJson = false;
  if (text !== "") {
    try {
      json = JSON.parse(text) as unknown;
      isJson = true;
    } catch {
      isJson = false;
    }
  }
  if (response.ok) return json as TResponse;
  if (isJson) throw createApiError(response.status, json);
  const message = `Server error: ${response.status} ${readPlainErrorText(text, response.statusText)}`;
  throw new ApiError(response.status, message.trim(), message.trim());
}

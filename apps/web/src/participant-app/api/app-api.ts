import { APP_CSRF_COOKIE, CSRF_HEADER } from "@events/contract";
import { NETWORK_ERROR_MESSAGE, parseResponseText } from "@/lib/api-client";
import { ApiError, createApiError } from "@/lib/api-error";
import { readBrowserCookie } from "@/lib/cookies";
import { SAVED_AT_HEADER } from "../service-worker/saved-answers";

// The app's calls to /api/me: the session travels in its HttpOnly cookie, every change sends the
// CSRF header, a failure becomes an ApiError (status 0: the server could not be reached), and a
// 401 outside the sign-in calls means the session is over.

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type AppRequestOptions = {
  method?: HttpMethod;
  /** Sent as JSON. */
  body?: unknown;
  /** The sign-in calls answer 401 for a wrong code or link; that is no ended session. */
  isSignInCall?: boolean;
  signal?: AbortSignal;
};

/** An answer, and when the service worker saved it if it came from its cache (no network). */
export type Answer<T> = { data: T; savedAt: Date | undefined };

let endSession: () => void = () => {};

/** What the app does when the server says the session is over (app.tsx: back to sign-in). */
export function onSessionEnded(handler: () => void): () => void {
  endSession = handler;
  return () => {
    if (endSession === handler) endSession = () => {};
  };
}

export async function requestAnswer<T>(
  path: string,
  { method = "GET", body, isSignInCall = false, signal }: AppRequestOptions = {},
): Promise<Answer<T>> {
  const headers = new Headers({ Accept: "application/json" });
  if (method !== "GET") {
    const csrfToken = readBrowserCookie(APP_CSRF_COOKIE);
    if (csrfToken) headers.set(CSRF_HEADER, csrfToken);
  }
  if (body !== undefined) headers.set("Content-Type", "application/json");

  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const answer = parseResponseText(
    await response.text(),
    response.headers.get("content-type") ?? "",
  );
  if (!response.ok) {
    if (response.status === 401 && !isSignInCall) endSession();
    throw createApiError(response.status, answer);
  }
  const savedAt = response.headers.get(SAVED_AT_HEADER);
  return { data: answer as T, savedAt: savedAt ? new Date(savedAt) : undefined };
}

export async function requestJson<T>(path: string, options?: AppRequestOptions): Promise<T> {
  return (await requestAnswer<T>(path, options)).data;
}

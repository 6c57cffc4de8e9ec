import type {
  ConfirmRegistrationRequest,
  PowChallenge,
  PublicEvent,
  PublicRegistrationOutcome,
  PublicRegistrationRequest,
  PublicRegistrationStarted,
} from "@events/contract";
import { NETWORK_ERROR_MESSAGE, parseResponseText } from "@/lib/api-client";
import { ApiError, createApiError } from "@/lib/api-error";

// The public page's calls: no session, so no cookie is sent (an organiser trying their own page
// while signed in would otherwise send theirs, and a change would need their CSRF header). A
// failure becomes an ApiError; status 0 when the server could not be reached.

async function callPublicApi<T>(path: string, body?: unknown): Promise<T> {
  const headers = new Headers({ Accept: "application/json" });
  if (body !== undefined) headers.set("Content-Type", "application/json");
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? "GET" : "POST",
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "omit",
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  const answer = parseResponseText(
    await response.text(),
    response.headers.get("content-type") ?? "",
  );
  if (!response.ok) throw createApiError(response.status, answer);
  return answer as T;
}

const eventRequests = new Map<string, Promise<PublicEvent>>();

/**
 * The event's page and form. Asked for once per page (main.tsx asks before React starts);
 * `fresh` asks again, as after a refusal that says registration has closed meanwhile.
 */
export function loadPublicEvent(slug: string, { fresh = false } = {}): Promise<PublicEvent> {
  let request = fresh ? undefined : eventRequests.get(slug);
  if (!request) {
    request = callPublicApi<{ event: PublicEvent }>(
      `/api/public/events/${encodeURIComponent(slug)}`,
    ).then(({ event }) => event);
    // A failed answer is not kept: trying again asks again.
    request.catch(() => eventRequests.delete(slug));
    eventRequests.set(slug, request);
  }
  return request;
}

/** Forgets the answers kept (between tests). */
export function clearPublicEvents() {
  eventRequests.clear();
}

export async function getChallenge(): Promise<PowChallenge> {
  return (await callPublicApi<{ challenge: PowChallenge }>("/api/public/registration-challenge"))
    .challenge;
}

export const startRegistration = (slug: string, request: PublicRegistrationRequest) =>
  callPublicApi<PublicRegistrationStarted>(
    `/api/public/events/${encodeURIComponent(slug)}/registrations`,
    request,
  );

export const confirmRegistration = (request: ConfirmRegistrationRequest) =>
  callPublicApi<PublicRegistrationOutcome>("/api/public/registrations/confirm", request);

export const getRegistrationStatus = (token: string) =>
  callPublicApi<PublicRegistrationOutcome>("/api/public/registrations/status", { token });

export const cancelRegistration = (token: string) =>
  callPublicApi<PublicRegistrationOutcome>("/api/public/registrations/cancel", { token });

export const answerOffer = (token: string, accept: boolean) =>
  callPublicApi<PublicRegistrationOutcome>("/api/public/registrations/offer", { token, accept });

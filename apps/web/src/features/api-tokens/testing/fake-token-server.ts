import type { ApiToken, Event, PagedEventsResponse } from "@events/contract";
import { buildEvent, numberedId } from "@/testing/factories";
import { EVENT_CHOICES_PAGE_SIZE } from "../api/get-event-choices";

export const TOKENS_URL = "/api/tokens";

/** A distinct, readable id for the n-th token or event. */
export function tokenId(n: number): string {
  return numberedId("c", n);
}
export function choiceEventId(n: number): string {
  return numberedId("d", n);
}

export function buildApiToken(n: number, overrides: Partial<ApiToken> = {}): ApiToken {
  return {
    id: tokenId(n),
    name: `Token ${n}`,
    shown: `evt_pat_ab${n}c`,
    scopes: ["events:read"],
    events: null,
    created_at: "2025-03-01T09:00:00.000Z",
    expires_at: null,
    last_used_at: null,
    last_used_ip: null,
    ...overrides,
  };
}

export function buildChoiceEvent(n: number, eventName: string): Event {
  return buildEvent({ id: choiceEventId(n), event_name: eventName });
}

/** The address the token form searches the caller's events at. */
export function eventChoicesUrl(search = ""): string {
  const query = new URLSearchParams({
    page: "1",
    page_size: String(EVENT_CHOICES_PAGE_SIZE),
    sort: "name",
    ...(search === "" ? {} : { q: search }),
  });
  return `/api/events/get-all-events?${query}`;
}

export function eventChoicesAnswer(events: Event[], total = events.length) {
  const body: PagedEventsResponse = {
    events,
    total,
    page: 1,
    page_size: EVENT_CHOICES_PAGE_SIZE,
  };
  return { body };
}

/** A whole token as the server answers it once: evt_pat_ and 43 base64url characters. */
export const NEW_TOKEN = `evt_pat_${"Q".repeat(40)}x_9`;

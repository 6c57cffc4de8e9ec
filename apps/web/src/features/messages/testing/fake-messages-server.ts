import type { MessageRecipient, MessageSummary } from "@events/contract";
import { vi } from "vitest";
import { EVENT_ID } from "@/testing/factories";

/** What the fake server answers to one call: a status (200 unless given) and a JSON body. */
export type FakeAnswer = { status?: number; body: unknown };

export type FakeRequest = { method: string; url: string; body: unknown };

/**
 * Stands in for the server until the test unstubs the globals: each 'METHOD /url' of `answers`
 * gets its answer (or the answer a function gives for the request's body), anything else 404.
 * Gives the requests made, bodies parsed, for tests of what the screen sent.
 */
export function stubMessagesServer(
  answers: Record<string, FakeAnswer | ((body: unknown) => FakeAnswer)>,
) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? "GET";
      const body = typeof init.body === "string" ? (JSON.parse(init.body) as unknown) : undefined;
      requests.push({ method, url, body });
      const answer = answers[`${method} ${url}`];
      const { status = 200, body: answerBody } =
        typeof answer === "function"
          ? answer(body)
          : (answer ?? { status: 404, body: { error: "Not found" } });
      return Response.json(answerBody, { status });
    }),
  );
  return {
    requests,
    /** The requests other than GETs: what the screen asked the server to do. */
    writes: () => requests.filter((request) => request.method !== "GET"),
  };
}

export const MESSAGE_ID = "00000000-0000-4000-8004-000000000001";

export const MESSAGES_URL = `/api/events/${EVENT_ID}/messages`;

export function buildMessageSummary(overrides: Partial<MessageSummary> = {}): MessageSummary {
  return {
    id: MESSAGE_ID,
    event_id: EVENT_ID,
    subject: "Welcome to the Spring Gala",
    segment: { role: "speaker", status: "active", checked_in: false },
    delivery: "email_and_app",
    created_by_name: "Eve Adams",
    created_date: "2025-03-05T15:30:00.000Z",
    recipients: 40,
    queued: 27,
    sent: 12,
    failed: 1,
    ...overrides,
  };
}

export function buildRecipient(
  id: number,
  overrides: Partial<MessageRecipient> = {},
): MessageRecipient {
  return {
    id: `00000000-0000-4000-8005-${String(id).padStart(12, "0")}`,
    participant_id: `00000000-0000-4000-8006-${String(id).padStart(12, "0")}`,
    name: `Participant ${id}`,
    email: `participant${id}@example.com`,
    state: "sent",
    attempts: 1,
    last_error: null,
    sent_at: "2025-03-05T15:31:00.000Z",
    ...overrides,
  };
}

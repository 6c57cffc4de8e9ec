import type { MessageRecipient, MessageSummary } from "@events/contract";
import { EVENT_ID, numberedId } from "@/testing/factories";

export {
  type FakeAnswer,
  type FakeRequest,
  stubJsonServer as stubMessagesServer,
} from "@/testing/stub-json-server";

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
    id: numberedId("5", id),
    participant_id: numberedId("6", id),
    name: `Participant ${id}`,
    email: `participant${id}@example.com`,
    state: "sent",
    attempts: 1,
    last_error: null,
    sent_at: "2025-03-05T15:31:00.000Z",
    ...overrides,
  };
}

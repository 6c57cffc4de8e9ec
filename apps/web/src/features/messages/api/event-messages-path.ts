import type { MessageDraft } from "@events/contract";
import { apiPath } from "@/lib/api-client";

/** Where an event's messages live: the list and the send, and below it a preview and a message. */
export function eventMessagesPath(eventId: string): string {
  return apiPath`/api/events/${eventId}/messages`;
}

/** A draft for one event, as it is previewed and as it is sent. */
export type EventDraftVariables = { eventId: string; draft: MessageDraft };

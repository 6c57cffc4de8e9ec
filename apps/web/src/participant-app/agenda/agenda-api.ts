import type {
  MyAgendaResponse,
  MyBookmarkResponse,
  MyCalendarFeedResponse,
} from "@events/contract";
import { apiPath } from "@/lib/api-client";
import { requestJson } from "../api/app-api";
import { useResource } from "../api/resource-cache";

// The agenda, the person's bookmarks and calendar links (packages/contract/src/me-events.ts).
// The agenda is saved for offline use; the bookmarks and the feed need the network.

export const myAgendaPath = (eventId: string) => apiPath`/api/me/events/${eventId}/sessions`;
export const useMyAgenda = (eventId: string) =>
  useResource<MyAgendaResponse>(myAgendaPath(eventId));

/** One session as an .ics file, for the phone's calendar. */
export const sessionCalendarPath = (sessionId: string) =>
  apiPath`/api/me/sessions/${sessionId}/calendar`;
export const sessionDocumentPath = (sessionId: string) =>
  apiPath`/api/me/sessions/${sessionId}/document`;

export function setBookmark(sessionId: string, isBookmarked: boolean) {
  return requestJson<MyBookmarkResponse>(apiPath`/api/me/sessions/${sessionId}/bookmark`, {
    method: isBookmarked ? "PUT" : "DELETE",
  });
}

export function getCalendarFeed() {
  return requestJson<MyCalendarFeedResponse>("/api/me/calendar-feed");
}

export function renewCalendarFeed() {
  return requestJson<MyCalendarFeedResponse>("/api/me/calendar-feed/renew", { method: "POST" });
}

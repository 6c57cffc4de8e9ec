import type { MyEventResponse, MyEventsResponse } from "@events/contract";
import { apiPath } from "@/lib/api-client";
import { useResource } from "../api/resource-cache";

// The person's events and one event's page (packages/contract/src/me-events.ts); both are saved
// for offline use by the service worker.

export const MY_EVENTS_PATH = "/api/me/events";
export const myEventPath = (eventId: string) => apiPath`/api/me/events/${eventId}`;

/** Opens in the browser's viewer; the session cookie authorises it. */
export const eventDocumentPath = (eventId: string, documentId: string) =>
  apiPath`/api/me/events/${eventId}/documents/${documentId}`;

export const useMyEvents = () => useResource<MyEventsResponse>(MY_EVENTS_PATH);
export const useMyEvent = (eventId: string) => useResource<MyEventResponse>(myEventPath(eventId));

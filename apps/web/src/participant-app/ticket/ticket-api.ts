import type { MyTicketResponse } from "@events/contract";
import { apiPath } from "@/lib/api-client";
import { useResource } from "../api/resource-cache";

/** The person's ticket for the event; saved for offline use, as a door may have no signal. */
export const myTicketPath = (eventId: string) => apiPath`/api/me/events/${eventId}/ticket`;
export const useMyTicket = (eventId: string) =>
  useResource<MyTicketResponse>(myTicketPath(eventId));

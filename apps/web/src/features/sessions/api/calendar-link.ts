import type { CalendarLinkResponse, RotatedCalendarLinkResponse } from "@events/contract";
import { useMutation } from "@tanstack/react-query";
import { apiClient, apiPath } from "@/lib/api-client";

// Asked for only when the admin copies or renews it: the first ask creates the event's token,
// and the link gives anyone who holds it the agenda, so it is never fetched just to be shown.

/** The event's calendar feed address, with its token. */
export function getCalendarLink(eventId: string): Promise<CalendarLinkResponse> {
  return apiClient.get<CalendarLinkResponse>(apiPath`/api/sessions/calendar-link/${eventId}`);
}

/** A new token for the event's feed: the old address stops working. */
export function rotateCalendarLink(eventId: string): Promise<RotatedCalendarLinkResponse> {
  return apiClient.post<RotatedCalendarLinkResponse>(
    apiPath`/api/sessions/calendar-link/${eventId}/rotate`,
  );
}

export function useGetCalendarLink() {
  return useMutation({ mutationFn: getCalendarLink });
}

export function useRotateCalendarLink() {
  return useMutation({ mutationFn: rotateCalendarLink });
}

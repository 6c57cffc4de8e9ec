import type { Participant, ParticipantsListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

type ParticipantsResponse = Participant[] | Partial<ParticipantsListResponse>;

/** The answer is an array, or an object with status 'success' and participants (spec §7). */
export function readParticipants(response: ParticipantsResponse | undefined): Participant[] {
  if (Array.isArray(response)) return response;
  return response?.participants ?? [];
}

/** An event's participants; 404 for an unknown event or another admin's. */
export async function getEventParticipants(
  eventId: string,
  signal?: AbortSignal,
): Promise<Participant[]> {
  const response = await apiClient.get<ParticipantsResponse>(
    `/api/participants/get-all-participants-by-event/${encodeURIComponent(eventId)}`,
    { signal },
  );
  return readParticipants(response);
}

export function getEventParticipantsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: queryKeys.participants.byEvent(eventId),
    queryFn: ({ signal }) => getEventParticipants(eventId, signal),
  });
}

export function useEventParticipants(eventId: string | undefined) {
  return useQuery({
    ...getEventParticipantsQueryOptions(eventId ?? ""),
    enabled: Boolean(eventId),
  });
}

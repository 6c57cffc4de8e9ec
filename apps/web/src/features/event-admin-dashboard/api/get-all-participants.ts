import type { Participant, ParticipantsListResponse } from "@events/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiClient } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";

/** Every participant the caller may see: for an event admin, those of their own events. */
export function getAllParticipants(signal?: AbortSignal): Promise<ParticipantsListResponse> {
  return apiClient.get<ParticipantsListResponse>("/api/participants/get-all-participants", {
    signal,
  });
}

export function getAllParticipantsQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.participants.visible(),
    queryFn: ({ signal }) => getAllParticipants(signal),
  });
}

function selectParticipants(response: ParticipantsListResponse): Participant[] {
  return response.participants;
}

export function useAllParticipants() {
  return useQuery({ ...getAllParticipantsQueryOptions(), select: selectParticipants });
}

import type { BadgesResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/** The event's badges: every active participant's, or only those of `participantIds`. */
export function getBadgesQueryOptions(eventId: string, participantIds: readonly string[]) {
  const query =
    participantIds.length > 0 ? `?${new URLSearchParams({ ids: participantIds.join(",") })}` : "";
  return apiGetQueryOptions<BadgesResponse>(
    queryKeys.participants.badges(eventId, participantIds),
    `/api/participants/badges/${encodeURIComponent(eventId)}${query}`,
  );
}

export function useBadges(eventId: string, participantIds: readonly string[]) {
  return useQuery(getBadgesQueryOptions(eventId, participantIds));
}

import type { SessionConflictsResponse } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiPath } from "@/lib/api-client";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";
import { getClashesBySession } from "../utils/session-conflicts";

/** The event's sessions that share a venue at overlapping times, as pairs. */
export function getSessionConflictsQueryOptions(eventId: string) {
  return apiGetQueryOptions<SessionConflictsResponse>(
    queryKeys.sessions.conflicts(eventId),
    apiPath`/api/sessions/conflicts/${eventId}`,
  );
}

/** For each clashing session, the others it clashes with; reloaded whenever the sessions are. */
export function useSessionClashes(eventId: string, isEnabled = true) {
  return useQuery({
    ...getSessionConflictsQueryOptions(eventId),
    enabled: isEnabled,
    select: (response) => getClashesBySession(response.conflicts),
  });
}

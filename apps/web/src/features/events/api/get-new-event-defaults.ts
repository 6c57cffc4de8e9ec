import type { NewEventDefaults } from "@events/contract";
import { useQuery } from "@tanstack/react-query";
import { apiGetQueryOptions } from "@/lib/api-query";
import { queryKeys } from "@/lib/query-keys";

/**
 * The server's TIMEZONE and PARTICIPANT_RETENTION_DAYS, which an event created without a zone or
 * a retention takes: the Add New Event form shows them before saving.
 */
export function getNewEventDefaultsQueryOptions() {
  return apiGetQueryOptions<NewEventDefaults>(
    queryKeys.events.newEventDefaults(),
    "/api/events/new-event-defaults",
  );
}

/** Asked for only while `isWanted` (the dialog is open to add an event). */
export function useNewEventDefaults(isWanted: boolean) {
  return useQuery({ ...getNewEventDefaultsQueryOptions(), enabled: isWanted });
}

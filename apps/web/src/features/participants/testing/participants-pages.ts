import type { Participant } from "@events/contract";
import type { QueryClient } from "@tanstack/react-query";
import {
  getParticipantsPageQueryOptions,
  type ParticipantsPageParams,
} from "@/api/participants/get-participants-page";
import { EVENT_ID } from "@/testing/factories";

/**
 * The cache of one screen's pages of EVENT_ID's participants, at that screen's page size: the
 * key each page is asked under, and a way to put a page there as the server would answer it.
 */
export function participantsPages(pageSize: number) {
  const pageKey = (params: ParticipantsPageParams = {}) =>
    getParticipantsPageQueryOptions(EVENT_ID, { page_size: pageSize, ...params }).queryKey;
  function seedPage(
    client: QueryClient,
    params: ParticipantsPageParams,
    participants: Participant[],
    total = participants.length,
  ) {
    client.setQueryData(pageKey(params), {
      participants,
      total,
      page: params.page ?? 1,
      page_size: pageSize,
    });
  }
  return { pageKey, seedPage };
}

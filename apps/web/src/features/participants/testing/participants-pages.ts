import {
  DEFAULT_PARTICIPANT_SORT,
  encodeCursor,
  type PagedParticipantsResponse,
  type Participant,
} from "@events/contract";
import type { QueryClient } from "@tanstack/react-query";
import {
  getParticipantsPageQueryOptions,
  type ParticipantsPageParams,
} from "@/api/participants/get-participants-page";
import type { PageCursor } from "@/lib/page-cursor";
import { EVENT_ID } from "@/testing/factories";

/** The cursor the server gives for a participant's place in the default order. */
export function cursorOf(participant: Participant): string {
  return encodeCursor({
    sort: DEFAULT_PARTICIPANT_SORT,
    value: participant.created_date,
    id: participant.id,
  });
}

/** The step to the page after this participant's, as Next asks for it. */
export const after = (participant: Participant): PageCursor => ({
  direction: "after",
  cursor: cursorOf(participant),
});

/** The step to the page before this participant's, as Previous asks for it. */
export const before = (participant: Participant): PageCursor => ({
  direction: "before",
  cursor: cursorOf(participant),
});

/**
 * The cache of one screen's pages of EVENT_ID's participants, at that screen's page size: the
 * key each page is asked under, and ways to put pages there as the server would answer them.
 */
export function participantsPages(pageSize: number) {
  const pageKey = (params: ParticipantsPageParams = {}) =>
    getParticipantsPageQueryOptions(EVENT_ID, { page_size: pageSize, ...params }).queryKey;

  /** The server's answer: cursors from the first and last rows to the pages beside them. */
  function answerOf(
    page: number,
    participants: Participant[],
    total: number,
  ): PagedParticipantsResponse {
    const [first, last] = [participants[0], participants.at(-1)];
    return {
      participants,
      total,
      page,
      page_size: pageSize,
      next_cursor: last && page * pageSize < total ? cursorOf(last) : null,
      previous_cursor: first && page > 1 ? cursorOf(first) : null,
    };
  }

  /** One page, under the key of `params` (a cursor among them, if it was reached by one). */
  function seedPage(
    client: QueryClient,
    params: ParticipantsPageParams,
    participants: Participant[],
    total = participants.length,
  ) {
    client.setQueryData(pageKey(params), answerOf(params.page ?? 1, participants, total));
  }

  /**
   * Every page of these participants, under each key a screen asks for it: by its number, and
   * past the first by the cursors of the pages beside it (Next from the one before, Previous
   * from the one after).
   */
  function seedPages(
    client: QueryClient,
    participants: Participant[],
    params: ParticipantsPageParams = {},
  ) {
    const pageOf = (page: number) => participants.slice((page - 1) * pageSize, page * pageSize);
    const pageCount = Math.max(1, Math.ceil(participants.length / pageSize));
    for (let page = 1; page <= pageCount; page += 1) {
      const answer = answerOf(page, pageOf(page), participants.length);
      const ways: (PageCursor | undefined)[] = [undefined];
      const [lastBefore, firstAfter] = [pageOf(page - 1).at(-1), pageOf(page + 1)[0]];
      if (page > 1 && lastBefore) ways.push(after(lastBefore));
      if (page > 1 && firstAfter) ways.push(before(firstAfter));
      for (const cursor of ways) client.setQueryData(pageKey({ ...params, page, cursor }), answer);
    }
  }

  return { pageKey, answerOf, seedPage, seedPages };
}

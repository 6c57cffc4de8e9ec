import type { Participant, ParticipantRole, ParticipantStatusFilter } from "@events/contract";
import { type ReactNode, useRef } from "react";
import {
  useEventParticipantsTotal,
  useParticipantsPage,
} from "@/api/participants/get-participants-page";
import { useAnswerForm } from "@/api/registration/get-registration-settings";
import { countPages, Pagination, usePageOfSearch } from "@/components/ui/pagination";
import { useTexts } from "@/i18n/use-texts";
import { cursorToward } from "@/lib/page-cursor";
import { hasAnswers } from "../utils/participant-answers";

export type ParticipantsSearch = {
  q: string;
  role?: ParticipantRole | undefined;
  status?: ParticipantStatusFilter | undefined;
  answer_question?: string | undefined;
  answer_value?: string | undefined;
};

/**
 * One page of an event's participants for a search, with the event's total beside it: 'N
 * participants' counts the whole event, whatever the search. A new search starts at the first
 * page; Previous and Next step by the cursors the page on screen gave, so a page deep in a large
 * event costs what the first does, and bring the top of the list (`listTopRef`) into view.
 */
export function useParticipantsPaging(
  eventId: string,
  pageSize: number,
  search: ParticipantsSearch,
) {
  const [page, setPage, cursor] = usePageOfSearch(JSON.stringify(search));
  const pageQuery = useParticipantsPage(eventId, { ...search, page, page_size: pageSize, cursor });
  const totalQuery = useEventParticipantsTotal(eventId, pageSize);
  // The registration questions, asked for once a participant with answers is on screen.
  const answerForm = useAnswerForm(
    eventId,
    pageQuery.data?.participants.some((participant) => hasAnswers(participant.answers)) ?? false,
  ).data;
  const listTopRef = useRef<HTMLDivElement>(null);

  function goToPage(nextPage: number) {
    setPage(nextPage, pageQuery.data && cursorToward(pageQuery.data, page, nextPage));
    // The new page is read from its top; focus stays on the button, so Enter steps on again.
    listTopRef.current?.scrollIntoView?.({ block: "start" });
  }

  /** Asks again for whichever of the page and the total failed. */
  function retry() {
    if (pageQuery.isError) void pageQuery.refetch();
    if (totalQuery.isError) void totalQuery.refetch();
  }

  return {
    page,
    setPage,
    pageCount: countPages(pageQuery.data?.total ?? 0, pageSize),
    goToPage,
    listTopRef,
    pageQuery,
    totalQuery,
    retry,
    /** The questions the page's answers are to; undefined until they are needed and known. */
    answerForm,
    isRetrying: pageQuery.isFetching || totalQuery.isFetching,
  };
}

export type ParticipantsPaging = ReturnType<typeof useParticipantsPaging>;

/** The page's participants as a list, with Previous and Next under it. */
export function ParticipantsPageList({
  paging,
  participants,
  className,
  renderParticipant,
}: {
  paging: ParticipantsPaging;
  participants: readonly Participant[];
  className: string;
  renderParticipant: (participant: Participant) => ReactNode;
}) {
  const { t } = useTexts();
  return (
    <>
      <ul className={className} aria-busy={paging.pageQuery.isPlaceholderData}>
        {participants.map((participant) => (
          <li key={participant.id}>{renderParticipant(participant)}</li>
        ))}
      </ul>
      <Pagination
        page={paging.page}
        pageCount={paging.pageCount}
        onPageChange={paging.goToPage}
        label={t("participants.list.pages")}
      />
    </>
  );
}

import { type Event, type Participant, SEARCH_DEBOUNCE_MS } from "@events/contract";
import { Plus, Printer, ScanLine, Upload, Users } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { ChosenEventDialog } from "@/components/events/chosen-event-dialog";
import { ExportButton } from "@/components/export/export-button";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { SearchField } from "@/components/ui/search-field";
import { useTexts } from "@/i18n/use-texts";
import { useDebouncedSearch } from "@/lib/use-debounced-value";
import { paths } from "@/paths";
import { describeParticipantsFetchError } from "../utils/describe-participant-error";
import { BadgeSelectionBar } from "./badge-selection-bar";
import { checkInLinkClasses } from "./link-classes";
import { ParticipantRow } from "./participant-row";
import { ParticipantTicketDialog } from "./participant-ticket-dialog";
import { ParticipantsPageList, useParticipantsPaging } from "./participants-paging";
import { type Banner, StatusBanner } from "./status-banner";
import { useParticipantSelection } from "./use-participant-selection";

/** Rows per page of the dialog; each row is a tall card, so fewer than the server's default. */
export const DIALOG_PAGE_SIZE = 20;

type ParticipantsPanelProps = {
  event: Event;
  query: string;
  onQueryChange: (query: string) => void;
  onAdd: () => void;
  /** Opens the spreadsheet import. */
  onImport: () => void;
  onDelete: (participant: Participant) => void;
  /** Opens the participant's form to edit it. */
  onEdit?: (participant: Participant) => void;
};

function ParticipantsPanel({
  event,
  query,
  onQueryChange,
  onAdd,
  onImport,
  onDelete,
  onEdit,
}: ParticipantsPanelProps) {
  const { t } = useTexts();
  const searchTerm = useDebouncedSearch(query, SEARCH_DEBOUNCE_MS);
  const paging = useParticipantsPaging(event.id, DIALOG_PAGE_SIZE, { q: searchTerm });
  const { page, setPage, pageCount, pageQuery, totalQuery } = paging;
  const eventTotal = totalQuery.data;
  const [ticketOf, setTicketOf] = useState<Participant | null>(null);
  const selection = useParticipantSelection();

  const matching = pageQuery.data?.total;
  // A delete can empty the last page: step back to the page that is now the last.
  const isPastLastPage = matching !== undefined && !pageQuery.isPlaceholderData && page > pageCount;
  useEffect(() => {
    if (isPastLastPage) setPage(pageCount);
  }, [isPastLastPage, pageCount, setPage]);
  const shownParticipants =
    pageQuery.isSuccess && !isPastLastPage ? pageQuery.data.participants : [];

  function renderList() {
    if (pageQuery.isError || totalQuery.isError) {
      const error = pageQuery.error ?? totalQuery.error;
      return (
        <LoadError onRetry={paging.retry} isRetrying={paging.isRetrying}>
          <p>{describeParticipantsFetchError(error)}</p>
        </LoadError>
      );
    }
    // Past the last page the list waits for the step back rather than saying nothing matches.
    if (pageQuery.isPending || totalQuery.isPending || isPastLastPage) {
      return <LoadingState label={t("participants.list.loading")} />;
    }
    if (eventTotal === 0) {
      return (
        <EmptyState
          icon={Users}
          title={t("participants.dialog.emptyTitle")}
          text={t("participants.dialog.emptyText")}
          action={
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" className="size-4" />
              {t("participants.dialog.addFirst")}
            </Button>
          }
        />
      );
    }
    if (pageQuery.data.participants.length === 0) {
      return <EmptyState icon={Users} title={t("participants.dialog.noMatch")} />;
    }
    return (
      <ParticipantsPageList
        paging={paging}
        participants={pageQuery.data.participants}
        className="flex flex-col gap-3"
        renderParticipant={(participant) => (
          <ParticipantRow
            participant={participant}
            answerForm={paging.answerForm}
            isSelected={selection.isSelected(participant.id)}
            onSelectedChange={(chosen, isChosen) => selection.setSelected([chosen.id], isChosen)}
            onShowTicket={setTicketOf}
            onDelete={onDelete}
            onEdit={onEdit}
          />
        )}
      />
    );
  }

  return (
    <div ref={paging.listTopRef} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">
          {eventTotal === undefined ? null : t("participants.dialog.count", { count: eventTotal })}
        </p>
        <div className="flex flex-wrap items-center gap-2">
          {/* The dialog belongs to the event admin's participants screen, so its portal's. */}
          <Link to={paths.eventAdmin.checkIn(event.id)} className={checkInLinkClasses}>
            <ScanLine aria-hidden="true" className="size-4" />
            {t("participants.links.checkIn")}
          </Link>
          {/* A new tab, so this dialog and its selection are still here after printing. */}
          <NewTabLink href={paths.eventAdmin.badges(event.id)} className={checkInLinkClasses}>
            <Printer aria-hidden="true" className="size-4" />
            {t("participants.links.printBadges")}
          </NewTabLink>
          <Button variant="secondary" onClick={onImport}>
            <Upload aria-hidden="true" className="size-4" />
            {t("participants.dialog.import")}
          </Button>
          <Button onClick={onAdd}>
            <Plus aria-hidden="true" className="size-4" />
            {t("participants.dialog.add")}
          </Button>
        </div>
      </div>
      {eventTotal ? (
        <ExportButton eventId={event.id} kind="participants" filters={{ q: searchTerm }} />
      ) : null}
      <SearchField
        label={t("participants.list.searchLabel")}
        placeholder={t("participants.dialog.searchPlaceholder")}
        value={query}
        onValueChange={onQueryChange}
      />
      {eventTotal ? (
        <BadgeSelectionBar
          badgesPath={(participantIds) => paths.eventAdmin.badges(event.id, participantIds)}
          participants={shownParticipants}
          selection={selection}
        />
      ) : null}
      {renderList()}
      <ParticipantTicketDialog participant={ticketOf} onClose={() => setTicketOf(null)} />
    </div>
  );
}

export type EventParticipantsDialogProps = Omit<ParticipantsPanelProps, "event"> & {
  /** The chosen event; null keeps the dialog closed. */
  event: Event | null;
  onClose: () => void;
  /** The screen's banner, shown here while this dialog is the one on top. */
  banner: Banner | null;
  onDismissBanner: () => void;
};

/** '{event name} - Participants' (spec doc 2 §2), a page at a time, searched on the server. */
export function EventParticipantsDialog({
  event,
  onClose,
  banner,
  onDismissBanner,
  ...panelProps
}: EventParticipantsDialogProps) {
  const { t } = useTexts();
  return (
    <ChosenEventDialog
      event={event}
      onClose={onClose}
      title={(eventName) => t("participants.dialog.title", { eventName })}
      header={<StatusBanner banner={banner} onDismiss={onDismissBanner} />}
    >
      {(chosenEvent) => <ParticipantsPanel event={chosenEvent} {...panelProps} />}
    </ChosenEventDialog>
  );
}

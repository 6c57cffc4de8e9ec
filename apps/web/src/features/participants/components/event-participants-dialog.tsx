import type { Event, Participant } from "@events/contract";
import { Plus, Users } from "lucide-react";
import { useMemo } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { TextField } from "@/components/ui/text-field";
import { useEventParticipants } from "../api/get-event-participants";
import { participantsTexts } from "../messages";
import { describeParticipantsFetchError } from "../utils/describe-participant-error";
import { filterParticipants } from "../utils/filter-participants";
import { ParticipantRow } from "./participant-row";
import { type Banner, StatusBanner } from "./status-banner";

type ParticipantsPanelProps = {
  event: Event;
  query: string;
  onQueryChange: (query: string) => void;
  onAdd: () => void;
  onDelete: (participant: Participant) => void;
};

function ParticipantsPanel({
  event,
  query,
  onQueryChange,
  onAdd,
  onDelete,
}: ParticipantsPanelProps) {
  const participantsQuery = useEventParticipants(event.id);
  const participants = participantsQuery.data;
  const visibleParticipants = useMemo(
    () => (participants ? filterParticipants(participants, query) : []),
    [participants, query],
  );

  function renderList() {
    if (participantsQuery.isPending) {
      return <LoadingState label={participantsTexts.participantsLoading} />;
    }
    if (participantsQuery.isError) {
      return (
        <LoadError
          onRetry={() => void participantsQuery.refetch()}
          isRetrying={participantsQuery.isFetching}
        >
          <p>{describeParticipantsFetchError(participantsQuery.error)}</p>
        </LoadError>
      );
    }
    if (participantsQuery.data.length === 0) {
      return (
        <EmptyState
          icon={Users}
          title={participantsTexts.noParticipantsYet}
          text={participantsTexts.noParticipantsYetText}
          action={
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" className="size-4" />
              {participantsTexts.addFirstParticipant}
            </Button>
          }
        />
      );
    }
    if (visibleParticipants.length === 0) {
      return <EmptyState icon={Users} title={participantsTexts.noParticipantsMatch} />;
    }
    return (
      <ul className="flex flex-col gap-3">
        {visibleParticipants.map((participant) => (
          <li key={participant.id}>
            <ParticipantRow participant={participant} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm font-medium text-slate-600">
          {participants ? participantsTexts.participantCount(participants.length) : null}
        </p>
        <Button onClick={onAdd}>
          <Plus aria-hidden="true" className="size-4" />
          {participantsTexts.addParticipants}
        </Button>
      </div>
      <TextField
        label={participantsTexts.searchParticipants}
        type="search"
        autoComplete="off"
        placeholder={participantsTexts.searchParticipantsPlaceholder}
        value={query}
        onChange={(changeEvent) => onQueryChange(changeEvent.target.value)}
      />
      {renderList()}
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

/** '{event name} - Participants' (spec doc 2 §2). */
export function EventParticipantsDialog({
  event,
  onClose,
  banner,
  onDismissBanner,
  ...panelProps
}: EventParticipantsDialogProps) {
  return (
    <Dialog
      open={event !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={participantsTexts.participantsDialogTitle(event?.event_name ?? "")}
      size="lg"
    >
      <StatusBanner banner={banner} onDismiss={onDismissBanner} />
      {event ? <ParticipantsPanel key={event.id} event={event} {...panelProps} /> : null}
    </Dialog>
  );
}

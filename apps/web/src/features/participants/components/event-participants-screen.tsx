import { ArrowLeft, SearchX, Users } from "lucide-react";
import { type ReactNode, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadingState } from "@/components/ui/loading-state";
import { TextField } from "@/components/ui/text-field";
import { paths } from "@/paths";
import { useEventParticipants } from "../api/get-event-participants";
import { participantsTexts } from "../messages";
import { describeParticipantsFetchError } from "../utils/describe-participant-error";
import { filterParticipantsByContact } from "../utils/filter-participants";
import { EventParticipantCard } from "./event-participant-card";

export type ParticipantsPortal = "system_admin" | "event_admin";

function BackButton({ portal, eventId }: { portal: ParticipantsPortal; eventId?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  function goBack() {
    // Opened straight from an address there is no page of ours to go back to.
    if (location.key !== "default") {
      void navigate(-1);
      return;
    }
    const area = portal === "system_admin" ? paths.systemAdmin : paths.eventAdmin;
    void navigate(eventId ? area.eventDetails(eventId) : area.events);
  }
  return (
    <Button variant="ghost" size="sm" className="self-start" onClick={goBack}>
      <ArrowLeft aria-hidden="true" className="size-4" />
      {participantsTexts.back}
    </Button>
  );
}

function ErrorState({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-10 text-center"
    >
      <h2 className="text-base font-semibold text-red-800">{participantsTexts.errorTitle}</h2>
      <p className="text-sm text-red-700">{message}</p>
      {action}
    </div>
  );
}

function Header({ eventId, count }: { eventId: string | undefined; count?: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {participantsTexts.screenTitle}
      </h1>
      {eventId ? <p className="text-sm break-all text-slate-500">Event ID: {eventId}</p> : null}
      {count}
    </div>
  );
}

function ParticipantsView({ eventId, portal }: { eventId: string; portal: ParticipantsPortal }) {
  const participantsQuery = useEventParticipants(eventId);
  const [query, setQuery] = useState("");
  const searchRef = useRef<HTMLInputElement>(null);
  const participants = participantsQuery.data;
  const visibleParticipants = useMemo(
    () => (participants ? filterParticipantsByContact(participants, query) : []),
    [participants, query],
  );

  function renderContent() {
    if (participantsQuery.isPending) {
      return <LoadingState label={participantsTexts.participantsLoading} />;
    }
    if (participantsQuery.isError) {
      return (
        <ErrorState
          message={describeParticipantsFetchError(participantsQuery.error)}
          action={
            <Button
              variant="secondary"
              size="sm"
              className="mt-2"
              onClick={() => void participantsQuery.refetch()}
              disabled={participantsQuery.isFetching}
            >
              {participantsTexts.tryAgain}
            </Button>
          }
        />
      );
    }
    if (participantsQuery.data.length === 0) {
      return <EmptyState icon={Users} title={participantsTexts.noParticipants} />;
    }
    if (visibleParticipants.length === 0) {
      return (
        <EmptyState
          icon={SearchX}
          title={participantsTexts.noMatchingParticipants}
          action={
            <Button
              variant="secondary"
              onClick={() => {
                setQuery("");
                // The button disappears with the search; focus returns to the search box.
                searchRef.current?.focus();
              }}
            >
              {participantsTexts.clearSearch}
            </Button>
          }
        />
      );
    }
    return (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {visibleParticipants.map((participant) => (
          <li key={participant.id}>
            <EventParticipantCard participant={participant} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <BackButton portal={portal} eventId={eventId} />
      <Header
        eventId={eventId}
        count={
          participants ? (
            <p className="text-sm font-medium text-slate-700">
              {participantsTexts.countOfTotal(visibleParticipants.length, participants.length)}
            </p>
          ) : null
        }
      />
      {participants && participants.length > 0 ? (
        <TextField
          ref={searchRef}
          label={participantsTexts.searchParticipants}
          type="search"
          className="max-w-md"
          autoComplete="off"
          placeholder="Name, email or phone"
          value={query}
          onChange={(changeEvent) => setQuery(changeEvent.target.value)}
        />
      ) : null}
      {renderContent()}
    </section>
  );
}

export type EventParticipantsScreenProps = {
  /** The event's id from the address; missing gives 'Event ID is missing'. */
  eventId: string | undefined;
  portal: ParticipantsPortal;
};

/**
 * 'Event Participants' (spec doc 2 §2): read-only in both portals; the event admin manages
 * participants on /event-admin/participants.
 */
export function EventParticipantsScreen({ eventId, portal }: EventParticipantsScreenProps) {
  if (!eventId) {
    return (
      <section className="flex flex-col gap-6">
        <BackButton portal={portal} />
        <Header eventId={undefined} />
        <ErrorState message={participantsTexts.eventIdMissing} />
      </section>
    );
  }
  return <ParticipantsView eventId={eventId} portal={portal} />;
}

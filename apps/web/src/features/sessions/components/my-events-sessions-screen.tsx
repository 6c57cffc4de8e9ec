import type { Event } from "@events/contract";
import { CalendarDays, CalendarX, MapPin } from "lucide-react";
import { useEffect, useId, useMemo, useState } from "react";
import { useEventsByAdmin } from "@/api/events/get-events-by-admin";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { LoadingState } from "@/components/ui/loading-state";
import { PageHeader } from "@/components/ui/page-header";
import { TextField } from "@/components/ui/text-field";
import { describeError } from "@/lib/api-error";
import { formatEventDate } from "@/lib/format-date";
import { sessionsTexts } from "../messages";
import { filterEventsForSessions } from "../utils/filter-sessions";
import { showSessionsError } from "../utils/sessions-toast";
import { EventSessionsDialog } from "./event-sessions-dialog";

/** One event to choose; its name is the button's name, its date and venue describe it. */
function EventChoice({ event, onChoose }: { event: Event; onChoose: (event: Event) => void }) {
  const nameId = useId();
  const detailsId = useId();
  return (
    <button
      type="button"
      aria-labelledby={nameId}
      aria-describedby={detailsId}
      onClick={() => onChoose(event)}
      className="flex h-full w-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 text-left shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <span id={nameId} className="font-semibold break-words text-slate-900">
        {event.event_name}
      </span>
      <span id={detailsId} className="flex flex-col gap-1.5 text-sm text-slate-600">
        <span className="flex items-start gap-2">
          <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          {formatEventDate(event.event_datetime)}
        </span>
        <span className="flex items-start gap-2 break-words">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
          {event.venue?.trim() || "Venue not specified"}
        </span>
      </span>
    </button>
  );
}

/** The event admin's sessions screen, 'My Events' (spec doc 2 §2). */
export function MyEventsSessionsScreen() {
  const eventsQuery = useEventsByAdmin();
  const [query, setQuery] = useState("");
  const [chosenEvent, setChosenEvent] = useState<Event | null>(null);
  const events = eventsQuery.data;
  const visibleEvents = useMemo(
    () => filterEventsForSessions(events ?? [], query),
    [events, query],
  );

  const isFetchFailed = eventsQuery.isError;
  useEffect(() => {
    if (isFetchFailed) showSessionsError(sessionsTexts.eventsFetchFailed, "fetch-admin-events");
  }, [isFetchFailed]);

  function renderEvents() {
    if (eventsQuery.isPending) return <LoadingState label={sessionsTexts.eventsLoading} />;
    if (eventsQuery.isError) {
      return (
        <FormAlert>
          <p className="font-medium">{sessionsTexts.eventsFetchFailed}</p>
          <p>{describeError(eventsQuery.error, sessionsTexts.eventsFetchFailed)}</p>
          <Button
            variant="link"
            onClick={() => void eventsQuery.refetch()}
            disabled={eventsQuery.isFetching}
          >
            Try again
          </Button>
        </FormAlert>
      );
    }
    if (visibleEvents.length === 0) {
      return <EmptyState icon={CalendarX} title={sessionsTexts.noEvents} />;
    }
    return (
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {visibleEvents.map((event) => (
          <li key={event.id}>
            <EventChoice event={event} onChoose={setChosenEvent} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section>
      <PageHeader title={sessionsTexts.myEventsTitle} />
      <TextField
        label={sessionsTexts.searchEvents}
        type="search"
        className="mb-6 max-w-md"
        autoComplete="off"
        value={query}
        onChange={(changeEvent) => setQuery(changeEvent.target.value)}
      />
      {renderEvents()}
      <EventSessionsDialog event={chosenEvent} onClose={() => setChosenEvent(null)} />
    </section>
  );
}

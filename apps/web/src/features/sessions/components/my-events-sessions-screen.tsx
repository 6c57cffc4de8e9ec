import type { Event } from "@events/contract";
import { useId, useMemo, useState } from "react";
import { useEventsByAdmin } from "@/api/events/get-events-by-admin";
import { EventChoiceGrid } from "@/components/events/event-choice-grid";
import { EventDateAndVenue } from "@/components/events/event-date-and-venue";
import { PageHeader } from "@/components/ui/page-header";
import { SearchField } from "@/components/ui/search-field";
import { useErrorToast } from "@/hooks/use-error-toast";
import { useTexts } from "@/i18n/use-texts";
import { TOAST_CLOSE_MS } from "@/lib/toast";
import { sessionsTexts } from "../messages";
import { filterEventsForSessions } from "../utils/filter-sessions";
import { EventSessionsDialog } from "./event-sessions-dialog";

/**
 * One event to choose. Only its name is the button, stretched over the whole card so the card
 * is one target; the date and venue describe it.
 */
function EventChoice({ event, onChoose }: { event: Event; onChoose: (event: Event) => void }) {
  const detailsId = useId();
  return (
    <div className="relative flex h-full w-full flex-col gap-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-blue-600 hover:shadow-md">
      <button
        type="button"
        aria-describedby={detailsId}
        onClick={() => onChoose(event)}
        className="text-start font-semibold break-words text-slate-900 after:absolute after:inset-0 after:rounded-lg after:content-[''] focus-visible:outline-none"
      >
        {event.event_name}
      </button>
      <span id={detailsId} className="flex flex-col gap-1.5 text-sm text-slate-600">
        <EventDateAndVenue event={event} lineElement="span" />
      </span>
    </div>
  );
}

/** The event admin's sessions screen, 'My Events' (spec doc 2 §2). */
export function MyEventsSessionsScreen() {
  useTexts();
  const eventsQuery = useEventsByAdmin();
  const [query, setQuery] = useState("");
  const [chosenEvent, setChosenEvent] = useState<Event | null>(null);
  const events = eventsQuery.data;
  const visibleEvents = useMemo(
    () => filterEventsForSessions(events ?? [], query),
    [events, query],
  );

  useErrorToast(eventsQuery.isError && sessionsTexts.eventsFetchFailed, {
    autoCloseMs: TOAST_CLOSE_MS.sessions,
    toastId: "fetch-admin-events",
  });

  return (
    <section>
      <PageHeader title={sessionsTexts.myEventsTitle} />
      <SearchField
        label={sessionsTexts.searchEvents}
        className="mb-6 max-w-md"
        value={query}
        onValueChange={setQuery}
      />
      <EventChoiceGrid
        eventsQuery={eventsQuery}
        visibleEvents={visibleEvents}
        texts={sessionsTexts}
        twoColumnsFrom="sm"
        renderEvent={(event) => <EventChoice event={event} onChoose={setChosenEvent} />}
      />
      <EventSessionsDialog event={chosenEvent} onClose={() => setChosenEvent(null)} />
    </section>
  );
}

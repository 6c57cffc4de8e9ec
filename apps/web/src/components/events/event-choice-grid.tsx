import type { Event } from "@events/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { CalendarX } from "lucide-react";
import type { ReactNode } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryContent } from "@/components/ui/query-content";

/** Named as the features' texts name them, so a feature hands over its own. */
export type EventChoiceGridTexts = {
  eventsLoading: string;
  eventsFetchFailed: string;
  /** The admin has no events. */
  noEvents: string;
  /** The search leaves none of them; without it, noEvents. */
  noMatchingEvents?: string;
};

// Whole class names, so that Tailwind finds them.
const gridClasses = {
  sm: "grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3",
  md: "grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3",
} as const;

export type EventChoiceGridProps = {
  eventsQuery: UseQueryResult<Event[]>;
  /** The events the screen's search leaves. */
  visibleEvents: readonly Event[];
  texts: EventChoiceGridTexts;
  /** From which screen width the grid has two columns (three from xl on). */
  twoColumnsFrom: keyof typeof gridClasses;
  /** One event's card, which lets the user choose it. */
  renderEvent: (event: Event) => ReactNode;
};

/**
 * The admin's events for a screen where the user chooses one: loading, the failure with a retry,
 * the empty states, else a grid of the screen's cards.
 */
export function EventChoiceGrid({
  eventsQuery,
  visibleEvents,
  texts,
  twoColumnsFrom,
  renderEvent,
}: EventChoiceGridProps) {
  return (
    <QueryContent
      query={eventsQuery}
      loadingLabel={texts.eventsLoading}
      errorTitle={texts.eventsFetchFailed}
      isEmpty={(events) => events.length === 0}
      empty={<EmptyState icon={CalendarX} title={texts.noEvents} />}
    >
      {() =>
        visibleEvents.length === 0 ? (
          <EmptyState icon={CalendarX} title={texts.noMatchingEvents ?? texts.noEvents} />
        ) : (
          <ul className={gridClasses[twoColumnsFrom]}>
            {visibleEvents.map((event) => (
              <li key={event.id}>{renderEvent(event)}</li>
            ))}
          </ul>
        )
      }
    </QueryContent>
  );
}

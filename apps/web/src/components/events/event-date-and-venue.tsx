import type { Event } from "@events/contract";
import { CalendarDays, MapPin } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";

export type EventDateAndVenueProps = {
  event: Pick<Event, "event_datetime" | "venue">;
  /** The element of each line: a span where the lines sit inside other phrasing content. */
  lineElement?: "p" | "span";
};

/** An event's start and venue, one line each with its icon, as the event choice cards show them. */
export function EventDateAndVenue({ event, lineElement: Line = "p" }: EventDateAndVenueProps) {
  const { t } = useTexts();
  return (
    <>
      <Line className="flex items-start gap-2">
        <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        {formatEventDate(event.event_datetime, t("events.card.noDate"))}
      </Line>
      <Line className="flex items-start gap-2 break-words">
        <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
        {event.venue?.trim() || t("events.card.noVenue")}
      </Line>
    </>
  );
}

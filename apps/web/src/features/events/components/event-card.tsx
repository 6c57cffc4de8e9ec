import type { Event } from "@events/contract";
import { CalendarDays, ImageIcon, MapPin, User } from "lucide-react";
import { Link } from "react-router";
import { EventBanner } from "@/components/events/event-banner";
import { eventStatusText } from "@/components/events/event-status-text";
import { Badge } from "@/components/ui/badge";
import { IconDetail, IconDetails } from "@/components/ui/icon-details";
import { ItemActions } from "@/components/ui/item-actions";
import { useTexts } from "@/i18n/use-texts";
import { cardStatusTone } from "@/lib/event-status";
import { formatEventDate } from "@/lib/format-date";

export type EventCardProps = {
  event: Event;
  /** Where the card leads: the event's details in the same portal. */
  detailsPath: string;
  onEdit: (event: Event) => void;
  onDelete: (event: Event) => void;
};

/**
 * One event in the grid. The name is a real link stretched over the whole card, so a click
 * anywhere (or Enter on the link) opens the details; Edit and Delete sit above that link and
 * never navigate.
 */
export function EventCard({ event, detailsPath, onEdit, onDelete }: EventCardProps) {
  const { t } = useTexts();
  const contactName = event.contact_person_name?.trim();
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm transition-shadow focus-within:ring-2 focus-within:ring-blue-600 hover:shadow-md">
      <EventBanner
        event={event}
        look="card"
        coverFallback={
          <div
            data-testid="cover-placeholder"
            className="flex size-full items-center justify-center bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400"
          >
            <ImageIcon aria-hidden="true" className="size-8" />
          </div>
        }
      />

      <div className="flex flex-1 flex-col gap-2 px-4 pt-8 pb-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="min-w-0 font-semibold break-words text-slate-900">
            <Link
              to={detailsPath}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {event.event_name}
            </Link>
          </h2>
          <Badge tone={cardStatusTone(event.event_status)}>
            {eventStatusText(event.event_status)}
          </Badge>
        </div>
        <IconDetails>
          <IconDetail icon={MapPin} term={t("events.card.venue")} isWrapping>
            {event.venue?.trim() || t("events.card.noVenue")}
          </IconDetail>
          <IconDetail icon={CalendarDays} term={t("events.card.date")}>
            {formatEventDate(event.event_datetime, t("events.card.noDate"))}
          </IconDetail>
          <IconDetail icon={User} term={t("events.card.contactPerson")} isWrapping>
            {contactName || t("events.card.noContact")}
          </IconDetail>
        </IconDetails>
      </div>

      <ItemActions
        itemName={event.event_name}
        actions={{ edit: () => onEdit(event), delete: () => onDelete(event) }}
        surface="floating"
        className="absolute end-2 top-2 z-10 flex gap-1"
      />
    </article>
  );
}

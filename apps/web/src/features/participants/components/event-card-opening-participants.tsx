import type { Event } from "@events/contract";
import { ImageIcon, Users } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { EventDateAndVenue } from "@/components/events/event-date-and-venue";
import { MediaImage } from "@/components/ui/media-image";
import { useTexts } from "@/i18n/use-texts";
import { paths } from "@/paths";

/**
 * One event on the participants screen: the whole card opens its participants (a button named
 * by the event), while 'Details' links to the event's page.
 */
export function EventCardOpeningParticipants({
  event,
  onOpen,
}: {
  event: Event;
  onOpen: (event: Event) => void;
}) {
  const { t } = useTexts();
  const nameId = useId();
  const detailsId = useId();
  return (
    <article
      aria-labelledby={nameId}
      className="relative flex h-full flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <MediaImage
          path={event.logo_url}
          alt=""
          className="size-14 shrink-0 rounded-lg border border-slate-200 object-cover"
          fallback={
            <span className="flex size-14 shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400">
              <ImageIcon aria-hidden="true" className="size-6" />
            </span>
          }
        />
        <h2 className="min-w-0 pt-1 font-semibold break-words text-slate-900">
          {/* The button's area covers the card, so a click anywhere on it opens the dialog. */}
          <button
            type="button"
            aria-describedby={detailsId}
            onClick={() => onOpen(event)}
            className="text-start after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-blue-600"
          >
            <span id={nameId}>{event.event_name}</span>
          </button>
        </h2>
      </div>
      <div id={detailsId} className="flex flex-1 flex-col gap-1.5 text-sm text-slate-600">
        {event.description ? <p className="line-clamp-3 break-words">{event.description}</p> : null}
        <EventDateAndVenue event={event} />
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 pt-3">
        <span className="inline-flex items-center gap-1.5 text-sm font-medium text-blue-700">
          <Users aria-hidden="true" className="size-4" />
          {t("participants.eventCard.participants")}
        </span>
        <Link
          to={paths.eventAdmin.eventDetails(event.id)}
          aria-describedby={nameId}
          className="relative z-10 inline-flex h-8 items-center rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {t("participants.eventCard.details")}
        </Link>
      </div>
    </article>
  );
}

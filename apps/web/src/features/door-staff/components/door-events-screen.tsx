import type { DoorEvent } from "@events/contract";
import { CalendarDays, ChevronRight, MapPin } from "lucide-react";
import { Link, Navigate } from "react-router";
import { useDoorEvents } from "@/api/door/get-door-events";
import { EmptyState } from "@/components/ui/empty-state";
import { QueryLoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";
import { paths } from "@/paths";

function DoorEventLink({ event }: { event: DoorEvent }) {
  const { t } = useTexts();
  return (
    <Link
      to={paths.door.checkIn(event.id)}
      className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-blue-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="text-base font-semibold break-words text-slate-900">
          {event.event_name}
        </span>
        <span className="flex items-center gap-1.5 text-sm text-slate-600">
          <CalendarDays aria-hidden="true" className="size-4 shrink-0" />
          {formatEventDate(event.event_datetime, t("door.events.dateNotSet"))}
        </span>
        {event.venue ? (
          <span className="flex items-center gap-1.5 text-sm break-words text-slate-600">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {event.venue}
          </span>
        ) : null}
      </div>
      <ChevronRight
        aria-hidden="true"
        className="size-5 shrink-0 text-slate-400 rtl:-scale-x-100"
      />
    </Link>
  );
}

/**
 * The events the signed-in user checks people in at; with exactly one (always so for a paired
 * device) its check-in opens at once.
 */
export function DoorEventsScreen() {
  const { t } = useTexts();
  const eventsQuery = useDoorEvents();
  if (eventsQuery.isPending) return <LoadingState label={t("door.events.loading")} />;
  if (eventsQuery.isError) {
    return <QueryLoadError title={t("door.events.failed")} query={eventsQuery} />;
  }
  const { events } = eventsQuery.data;
  const [onlyEvent] = events;
  if (events.length === 1 && onlyEvent) {
    return <Navigate to={paths.door.checkIn(onlyEvent.id)} replace />;
  }
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-4">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {t("door.events.title")}
      </h1>
      {events.length === 0 ? (
        <EmptyState
          icon={CalendarDays}
          title={t("door.events.none")}
          text={t("door.events.noneText")}
        />
      ) : (
        <ul className="flex flex-col gap-3">
          {events.map((event) => (
            <li key={event.id}>
              <DoorEventLink event={event} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

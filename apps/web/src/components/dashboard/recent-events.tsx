import type { Event } from "@events/contract";
import { CalendarDays, MapPin } from "lucide-react";
import { eventStatusText } from "@/components/events/event-status-text";
import { Badge } from "@/components/ui/badge";
import { useTexts } from "@/i18n/use-texts";
import { dashboardStatusTone } from "@/lib/event-status";
import { formatEventDate } from "@/lib/format-date";
import { DashboardSection } from "./dashboard-section";

export type RecentEventsProps = {
  /** The first events as the server lists them (newest first). */
  events: readonly Event[];
  /** Where 'Add New Event' goes: the events screen of the dashboard's own area. */
  addTo: string;
};

/** The dashboards' 'Recent Events' card: name, venue, start and a coloured status per event. */
export function RecentEvents({ events, addTo }: RecentEventsProps) {
  const { t } = useTexts();
  return (
    <DashboardSection
      title={t("dashboard.recentEvents.title")}
      addLabel={t("dashboard.recentEvents.add")}
      addTo={addTo}
      emptyText={t("dashboard.recentEvents.empty")}
      isEmpty={events.length === 0}
    >
      {events.map((event) => (
        <li
          key={event.id}
          className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-start sm:justify-between sm:px-5"
        >
          <div className="min-w-0">
            <p className="font-medium break-words text-slate-900">{event.event_name}</p>
            <p className="mt-1 flex items-start gap-1.5 text-sm break-words text-slate-600">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span className="min-w-0">
                {event.venue?.trim() ? event.venue : t("dashboard.recentEvents.noVenue")}
              </span>
            </p>
            <p className="mt-1 flex items-start gap-1.5 text-sm text-slate-600">
              <CalendarDays aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-400" />
              <span>
                {formatEventDate(event.event_datetime, t("dashboard.recentEvents.noDate"))}
              </span>
            </p>
          </div>
          <div className="shrink-0">
            <Badge tone={dashboardStatusTone(event.event_status)}>
              {eventStatusText(event.event_status)}
            </Badge>
          </div>
        </li>
      ))}
    </DashboardSection>
  );
}

import type { Event } from "@events/contract";
import type { LucideIcon } from "lucide-react";
import { CalendarClock, CalendarDays, FileText, Globe, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";
import { getText } from "../utils/event-display";
import { DetailsCard } from "./details-card";

function Fact({
  icon: Icon,
  label,
  children,
}: {
  icon: LucideIcon;
  label: string;
  children: ReactNode;
}) {
  // A dl admits only dt and dd in each of its div groups, so the icon stands inside the term.
  return (
    <div className="relative min-h-9 min-w-0 ps-12">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute start-0 top-0 flex size-9 items-center justify-center rounded-md bg-blue-50 text-blue-600">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function EventOverview({ event }: { event: Event }) {
  const { t } = useTexts();
  const description = getText(event.description);
  return (
    <DetailsCard title={t("event-details.overview.title")} icon={FileText}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact icon={CalendarDays} label={t("event-details.overview.startDate")}>
          {formatEventDate(event.event_datetime)}
        </Fact>
        <Fact icon={CalendarClock} label={t("event-details.overview.endTime")}>
          {formatEventDate(event.end_datetime)}
        </Fact>
        <Fact icon={MapPin} label={t("event-details.overview.venue")}>
          {getText(event.venue) ?? t("event-details.overview.noVenue")}
        </Fact>
        <Fact icon={Users} label={t("event-details.overview.expectedAttendees")}>
          {event.invitee_number ?? t("event-details.overview.notSpecified")}
        </Fact>
        <Fact icon={Globe} label={t("event-details.overview.timeZone")}>
          {event.time_zone}
        </Fact>
        <div className="border-t border-slate-100 pt-4 sm:col-span-2">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {t("event-details.overview.description")}
          </dt>
          <dd
            className={`mt-1 text-sm break-words whitespace-pre-line ${
              description ? "text-slate-700" : "text-slate-500 italic"
            }`}
          >
            {description ?? t("event-details.overview.noDescription")}
          </dd>
        </div>
      </dl>
    </DetailsCard>
  );
}

import type { Event } from "@events/contract";
import type { LucideIcon } from "lucide-react";
import { CalendarClock, CalendarDays, FileText, Globe, MapPin, Users } from "lucide-react";
import type { ReactNode } from "react";
import { formatEventDate } from "@/lib/format-date";
import { eventDetailsTexts } from "../messages";
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
    <div className="relative min-h-9 min-w-0 pl-12">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-md bg-blue-50 text-blue-600">
          <Icon aria-hidden="true" className="size-4" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

export function EventOverview({ event }: { event: Event }) {
  const description = getText(event.description);
  return (
    <DetailsCard title={eventDetailsTexts.overviewTitle} icon={FileText}>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Fact icon={CalendarDays} label={eventDetailsTexts.startDate}>
          {formatEventDate(event.event_datetime)}
        </Fact>
        <Fact icon={CalendarClock} label={eventDetailsTexts.endTime}>
          {formatEventDate(event.end_datetime)}
        </Fact>
        <Fact icon={MapPin} label={eventDetailsTexts.venue}>
          {getText(event.venue) ?? eventDetailsTexts.noVenue}
        </Fact>
        <Fact icon={Users} label={eventDetailsTexts.expectedAttendees}>
          {event.invitee_number ?? eventDetailsTexts.notSpecified}
        </Fact>
        <Fact icon={Globe} label={eventDetailsTexts.timeZone}>
          {event.time_zone}
        </Fact>
        <div className="border-t border-slate-100 pt-4 sm:col-span-2">
          <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">
            {eventDetailsTexts.description}
          </dt>
          <dd
            className={`mt-1 text-sm break-words whitespace-pre-line ${
              description ? "text-slate-700" : "text-slate-500 italic"
            }`}
          >
            {description ?? eventDetailsTexts.noDescription}
          </dd>
        </div>
      </dl>
    </DetailsCard>
  );
}

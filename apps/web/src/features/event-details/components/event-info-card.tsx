import type { Event } from "@events/contract";
import { Info } from "lucide-react";
import { formatEventDate } from "@/lib/format-date";
import { eventDetailsTexts } from "../messages";
import { getShortEventId } from "../utils/event-display";
import { DetailsCard } from "./details-card";

type EventInfo = Pick<Event, "id" | "created_date" | "updated_date" | "isBranded">;

export function EventInfoCard({ event }: { event: EventInfo }) {
  const rows = [
    { label: eventDetailsTexts.eventId, value: getShortEventId(event.id), isCode: true },
    { label: eventDetailsTexts.created, value: formatEventDate(event.created_date) },
    { label: eventDetailsTexts.lastUpdated, value: formatEventDate(event.updated_date) },
    {
      label: eventDetailsTexts.branded,
      value: event.isBranded ? eventDetailsTexts.yes : eventDetailsTexts.no,
    },
  ];
  return (
    <DetailsCard title={eventDetailsTexts.infoTitle} icon={Info}>
      <dl className="flex flex-col divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className={`text-right text-slate-900 ${row.isCode ? "font-mono" : ""}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </DetailsCard>
  );
}

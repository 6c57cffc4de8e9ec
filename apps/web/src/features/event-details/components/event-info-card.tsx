import type { Event } from "@events/contract";
import { Info } from "lucide-react";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";
import { getShortEventId } from "@/lib/short-event-id";
import { DetailsCard } from "./details-card";

type EventInfo = Pick<Event, "id" | "created_date" | "updated_date" | "isBranded">;

export function EventInfoCard({ event }: { event: EventInfo }) {
  const { t } = useTexts();
  const rows = [
    { label: t("event-details.info.eventId"), value: getShortEventId(event.id), isCode: true },
    { label: t("event-details.info.created"), value: formatEventDate(event.created_date) },
    { label: t("event-details.info.lastUpdated"), value: formatEventDate(event.updated_date) },
    {
      label: t("event-details.info.branded"),
      value: event.isBranded ? t("event-details.info.yes") : t("event-details.info.no"),
    },
  ];
  return (
    <DetailsCard title={t("event-details.info.title")} icon={Info}>
      <dl className="flex flex-col divide-y divide-slate-100 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
            <dt className="text-slate-500">{row.label}</dt>
            <dd className={`text-end text-slate-900 ${row.isCode ? "font-mono" : ""}`}>
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
    </DetailsCard>
  );
}

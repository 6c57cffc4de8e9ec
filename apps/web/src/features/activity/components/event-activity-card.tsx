import type { AuditEntry } from "@events/contract";
import { Link } from "react-router";
import { QueryContent } from "@/components/ui/query-content";
import { TitledCard } from "@/components/ui/titled-card";
import { useTexts } from "@/i18n/use-texts";
import { usePortal } from "@/lib/portal";
import { useLatestEventActivity } from "../api/get-activity-page";
import { getActivityPath } from "../config";
import {
  describeAction,
  describeActorName,
  formatEntryTime,
  listChangedFields,
} from "../utils/describe-entry";
import { textLinkClasses } from "./link-classes";

/** One entry on one line: when, who, what, and which fields changed. */
function ActivityLine({ entry }: { entry: AuditEntry }) {
  const fields = listChangedFields(entry.changes);
  return (
    <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
      <time dateTime={entry.created_at}>{formatEntryTime(entry.created_at)}</time>
      {" · "}
      <span className="font-medium text-slate-900">{describeActorName(entry)}</span>
      {" · "}
      <span className="text-slate-900">{describeAction(entry)}</span>
      {fields ? `: ${fields}` : null}
    </p>
  );
}

/**
 * The event details' Activity card: the event's latest changes, and a link to all of them in the
 * activity log. Any change saved in this visit reloads it (app/query-client.ts).
 */
export function EventActivityCard({ eventId }: { eventId: string }) {
  const { t } = useTexts();
  const portal = usePortal();
  const activityQuery = useLatestEventActivity(eventId);

  return (
    <TitledCard
      title={t("activity.card.title")}
      actions={
        <Link
          to={getActivityPath(portal, { event_id: eventId })}
          className={`${textLinkClasses} text-sm`}
        >
          {t("activity.card.viewAll")}
        </Link>
      }
    >
      <QueryContent
        query={activityQuery}
        loadingLabel={t("activity.loading")}
        errorTitle={t("activity.fetchFailed")}
        isEmpty={({ entries }) => entries.length === 0}
        empty={<p className="text-sm text-slate-600">{t("activity.noActivity")}</p>}
      >
        {({ entries }) => (
          <ul aria-label={t("activity.card.latest")} className="divide-y divide-slate-200">
            {entries.map((entry) => (
              <li key={entry.id} className="py-2 first:pt-0 last:pb-0">
                <ActivityLine entry={entry} />
              </li>
            ))}
          </ul>
        )}
      </QueryContent>
    </TitledCard>
  );
}

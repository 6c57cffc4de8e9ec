import type { AuditEntry } from "@events/contract";
import { useId } from "react";
import { Link } from "react-router";
import { useTexts } from "@/i18n/use-texts";
import { usePortalPaths } from "@/lib/portal";
import {
  describeAction,
  describeActorName,
  describeActorRole,
  describeEventName,
  formatEntryTime,
} from "../utils/describe-entry";
import { ChangesTable } from "./changes-table";
import { textLinkClasses } from "./link-classes";

/** The event an entry belongs to: a link to it while it exists, else 'Deleted event'. */
function EntryEvent({ entry }: { entry: AuditEntry }) {
  const portalPaths = usePortalPaths();
  const name = describeEventName(entry);
  if (name === undefined) return null;
  return (
    <p className="text-sm text-slate-700">
      {entry.event_id !== null && entry.event_name !== null ? (
        <Link to={portalPaths.eventDetails(entry.event_id)} className={textLinkClasses}>
          {name}
        </Link>
      ) : (
        <span className="text-slate-500 italic">{name}</span>
      )}
    </p>
  );
}

/** One entry of the log: what was done, to which event, by whom and when, and what changed. */
export function ActivityEntry({ entry }: { entry: AuditEntry }) {
  const { t } = useTexts();
  const headingId = useId();
  const headline = describeAction(entry);
  const role = describeActorRole(entry);
  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-1 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
        <div className="flex min-w-0 flex-col gap-0.5">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {headline}
          </h2>
          <EntryEvent entry={entry} />
        </div>
        <time dateTime={entry.created_at} className="shrink-0 text-sm text-slate-600">
          {formatEntryTime(entry.created_at)}
        </time>
      </div>
      <p className="text-sm text-slate-600 [overflow-wrap:anywhere]">
        <span className="font-medium text-slate-900">{describeActorName(entry)}</span>
        {role ? ` · ${role}` : null}
      </p>
      <ChangesTable changes={entry.changes} label={t("activity.changes.label", { headline })} />
    </article>
  );
}

import type { ConflictSession, Session } from "@events/contract";
import {
  CalendarDays,
  CalendarPlus,
  Clock,
  ExternalLink,
  FileText,
  ImageOff,
  type LucideIcon,
  MapPin,
  Maximize2,
} from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { IconActionButton } from "@/components/ui/icon-action-button";
import { IconDetail, IconDetails } from "@/components/ui/icon-details";
import { ItemActions } from "@/components/ui/item-actions";
import { NewTabLink } from "@/components/ui/new-tab-link";
import { useTexts } from "@/i18n/use-texts";
import { resolveMediaUrl } from "@/lib/media";
import { sessionsTexts } from "../messages";
import { getSessionCalendarFileUrl } from "../utils/session-calendar-file";
import {
  formatSessionDate,
  formatSessionTimeRange,
  getSessionTypeLabel,
} from "../utils/session-display";
import { OverlapMark } from "./overlap-mark";

export type SessionCardActions = {
  onDocument: (session: Session) => void;
  onEdit: (session: Session) => void;
  onDelete: (session: Session) => void;
};

export type SessionCardProps = {
  session: Session;
  /** Document, edit and delete; left out (read-only) nothing is offered but the links. */
  actions?: SessionCardActions | undefined;
  /** The sessions it shares a venue with at the same time; marked 'Overlaps' when any. */
  clashes?: readonly ConflictSession[] | undefined;
};

const RESOURCE_LINK_CLASSES =
  "inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-sm font-medium text-blue-600 hover:bg-blue-50 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600";

/** One of the session's files, opened in a new tab; nothing when the session has none. */
function ResourceLink({
  href,
  icon: Icon,
  children,
}: {
  href: string | undefined;
  icon: LucideIcon;
  children: ReactNode;
}) {
  if (!href) return null;
  return (
    <NewTabLink href={href} className={RESOURCE_LINK_CLASSES}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </NewTabLink>
  );
}

/** The image, or 'No image' when there is none or it fails to load. */
function SessionImage({ url, alt }: { url: string | undefined; alt: string }) {
  const [failedUrl, setFailedUrl] = useState<string>();
  if (!url || url === failedUrl) {
    return (
      <div className="flex size-full flex-col items-center justify-center gap-1 bg-slate-100 text-slate-600">
        <ImageOff aria-hidden="true" className="size-6 text-slate-500" />
        <span className="text-xs font-medium">{sessionsTexts.noImage}</span>
      </div>
    );
  }
  return (
    <img
      src={url}
      alt={alt}
      loading="lazy"
      className="size-full object-cover"
      onError={() => setFailedUrl(url)}
    />
  );
}

/** One session: what, when and where, its resources and (for its admin) its actions. */
export function SessionCard({ session, actions, clashes }: SessionCardProps) {
  const { t } = useTexts();
  const titleId = useId();
  const imageUrl = resolveMediaUrl(session.image_url ?? session.image);
  const documentUrl = resolveMediaUrl(session.document);
  const description = session.description?.trim();

  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
    >
      <div className="relative h-40 shrink-0">
        <SessionImage
          url={imageUrl}
          alt={t("sessions.card.imageOf", { sessionName: session.name })}
        />
        <div className="absolute start-2 top-2">
          <Badge tone="blue">{getSessionTypeLabel(session)}</Badge>
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 id={titleId} className="min-w-0 font-semibold break-words text-slate-900">
            {session.name}
          </h3>
          {actions ? (
            <ItemActions
              itemName={session.name}
              actions={{
                edit: () => actions.onEdit(session),
                delete: () => actions.onDelete(session),
              }}
              surface="outlined"
              className="flex shrink-0 gap-1"
            >
              <IconActionButton
                icon={FileText}
                label={t("sessions.card.documentFor", { sessionName: session.name })}
                title={t("sessions.card.document")}
                tone="neutral"
                surface="outlined"
                onClick={() => actions.onDocument(session)}
              />
            </ItemActions>
          ) : null}
        </div>

        <OverlapMark others={clashes} />

        {description ? (
          <p className="text-sm break-words whitespace-pre-line text-slate-600">{description}</p>
        ) : null}

        <IconDetails>
          <IconDetail icon={CalendarDays} term={t("sessions.card.date")}>
            {formatSessionDate(session)}
          </IconDetail>
          <IconDetail icon={Clock} term={t("sessions.card.time")}>
            {formatSessionTimeRange(session)}
          </IconDetail>
          <IconDetail icon={MapPin} term={t("sessions.card.venue")} isWrapping>
            {session.venue?.trim() || t("sessions.card.noVenue")}
          </IconDetail>
        </IconDetails>

        <div className="mt-auto border-t border-slate-100 pt-3">
          <h4 className="mb-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            {sessionsTexts.resources}
          </h4>
          <div className="flex flex-wrap gap-2">
            <ResourceLink href={documentUrl} icon={ExternalLink}>
              {sessionsTexts.viewDocument}
            </ResourceLink>
            <ResourceLink href={imageUrl} icon={Maximize2}>
              {sessionsTexts.fullSize}
            </ResourceLink>
            {/* A plain download: the GET carries the sign-in cookie, and the server names the file. */}
            <a
              href={getSessionCalendarFileUrl(session.id)}
              download
              aria-label={sessionsTexts.addToCalendarLabel(session.name)}
              className={RESOURCE_LINK_CLASSES}
            >
              <CalendarPlus aria-hidden="true" className="size-4" />
              {sessionsTexts.addToCalendar}
            </a>
          </div>
        </div>
      </div>
    </article>
  );
}

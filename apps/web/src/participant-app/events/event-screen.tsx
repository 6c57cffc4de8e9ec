import type { MyEventDetails } from "@events/contract";
import { type ReactNode, useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { formatFileSize } from "@/lib/format-file-size";
import { getDeviceTimeZone, isEventToday } from "../lib/event-time";
import type { RouteParams } from "../router/router";
import { EventScreenLayout } from "../shell/event-screen-layout";
import { ResourceContent } from "../shell/load-states";
import { stopWhenOffline } from "../shell/needs-network";
import { Notice } from "../shell/notice";
import { textLinkClasses } from "../shell/styles";
import { EventLogo, EventMark, EventWhen } from "./event-card";
import { eventDocumentPath, useMyEvent } from "./events-api";

export const documentOfflineMessage = () => t("app.event.documentOffline");
const mapOfflineMessage = () => t("app.event.mapOffline");

/** The event's page: when and where, what it is, whom to ask, and its documents. */
export function EventScreen({ params }: { params: RouteParams }) {
  const eventId = params.eventId ?? "";
  const event = useMyEvent(eventId);
  const { t } = useTexts();
  return (
    <EventScreenLayout
      eventId={eventId}
      title={event.data?.event.event_name ?? t("app.event.title")}
      shown={event}
    >
      <ResourceContent resource={event} loadingLabel={t("app.event.loading")}>
        {(data) => <EventDetails event={data.event} />}
      </ResourceContent>
    </EventScreenLayout>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-6">
      <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
      <div className="mt-2 text-slate-800">{children}</div>
    </section>
  );
}

const externalLinkProps = { target: "_blank", rel: "noopener noreferrer" } as const;

function EventDetails({ event }: { event: MyEventDetails }) {
  const [mapNotice, setMapNotice] = useState<string | undefined>();
  const [documentNotice, setDocumentNotice] = useState<string | undefined>();
  const { t, language } = useTexts();
  const links = [
    { label: t("app.event.website"), href: event.website_link },
    { label: "Facebook", href: event.facebook_link },
    { label: "X", href: event.x_link },
    { label: "YouTube", href: event.youtube_link },
    { label: "Instagram", href: event.instagram_link },
  ].filter((link): link is { label: string; href: string } => Boolean(link.href));
  const contactLinks = [
    { scheme: "mailto:", value: event.contact_person_email },
    { scheme: "tel:", value: event.contact_person_phone },
  ].flatMap(({ scheme, value }) => (value ? [{ href: `${scheme}${value}`, label: value }] : []));
  const hasContact = Boolean(event.contact_person_name) || contactLinks.length > 0;

  return (
    <>
      <div className="mt-5 flex gap-4">
        <EventLogo event={event} size="large" />
        <div className="min-w-0">
          <EventWhen event={event} deviceTimeZone={getDeviceTimeZone()} />
          <p className="mt-1.5 flex flex-wrap gap-2 empty:hidden">
            {isEventToday(event, new Date()) && <EventMark tone="today" />}
            {event.event_status === "CANCELLED" && <EventMark tone="cancelled" />}
          </p>
        </div>
      </div>

      {event.description && (
        <p className="mt-5 whitespace-pre-line text-slate-800">{event.description}</p>
      )}

      {event.venue && (
        <Section title={t("app.event.venue")}>
          <p>{event.venue}</p>
          {event.map_url && (
            <p className="mt-2">
              <a
                href={event.map_url}
                {...externalLinkProps}
                onClick={stopWhenOffline(() => setMapNotice(mapOfflineMessage()))}
                className={textLinkClasses}
              >
                {t("app.event.openMap")}
              </a>
            </p>
          )}
          <Notice text={mapNotice} />
        </Section>
      )}

      {hasContact && (
        <Section title={t("app.event.contact")}>
          {event.contact_person_name && <p>{event.contact_person_name}</p>}
          {contactLinks.map((link) => (
            <p key={link.href} className="mt-1">
              <a href={link.href} className={textLinkClasses}>
                {link.label}
              </a>
            </p>
          ))}
        </Section>
      )}

      {links.length > 0 && (
        <Section title={t("app.event.links")}>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {links.map((link) => (
              <li key={link.label}>
                <a href={link.href} {...externalLinkProps} className={textLinkClasses}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </Section>
      )}

      {event.documents.length > 0 && (
        <Section title={t("app.event.documents")}>
          <ul className="space-y-2">
            {event.documents.map((document) => (
              <li key={document.id}>
                <a
                  href={eventDocumentPath(event.id, document.id)}
                  {...externalLinkProps}
                  onClick={stopWhenOffline(() => setDocumentNotice(documentOfflineMessage()))}
                  className={`${textLinkClasses} [overflow-wrap:anywhere]`}
                >
                  {document.original_filename}
                </a>
                <span className="ms-2 text-sm text-slate-600">
                  {formatFileSize(document.file_size, language)}
                </span>
              </li>
            ))}
          </ul>
          <Notice text={documentNotice} />
        </Section>
      )}
    </>
  );
}

export default EventScreen;

import { textLinkClasses } from "../../participant-app/shell/styles";
import { LoadingView } from "../../phone-components/load-views";
import { loadPublicEvent } from "../api/public-api";
import { isNotFound } from "../shell/messages";
import { PageLayout } from "../shell/page-layout";
import { LoadErrorView, PageHeading } from "../shell/status-views";
import { useLoaded } from "../shell/use-loaded";
import { AGENDA_HEADING_ID, AgendaSection } from "./agenda-section";
import { EventSummary } from "./event-summary";
import { RegistrationSection } from "./registration-section";

/** /e/{slug}: the event's public page and its registration form. */
export function EventPage({ slug }: { slug: string }) {
  const event = useLoaded((isReload) => loadPublicEvent(slug, { fresh: isReload }), slug);

  if (event.data) {
    const { agenda } = event.data;
    return (
      <PageLayout title={`${event.data.event_name} · Register`}>
        <EventSummary event={event.data} />
        {agenda && agenda.length > 0 && (
          <p className="mt-4">
            <a href={`#${AGENDA_HEADING_ID}`} className={textLinkClasses}>
              See the agenda
            </a>
          </p>
        )}
        <RegistrationSection event={event.data} onClosed={event.reload} />
        {agenda && <AgendaSection sessions={agenda} />}
      </PageLayout>
    );
  }
  if (isNotFound(event.error)) return <EventNotFound />;
  return (
    <PageLayout title="Register">
      {event.error ? (
        <LoadErrorView error={event.error} onRetry={event.reload} />
      ) : (
        <LoadingView label="Loading the event…" />
      )}
    </PageLayout>
  );
}

export function EventNotFound() {
  return (
    <PageLayout title="Event not found">
      <PageHeading>Event not found</PageHeading>
      <p className="mt-3 text-slate-800">
        There is no event at this address. Check the link you were given.
      </p>
    </PageLayout>
  );
}

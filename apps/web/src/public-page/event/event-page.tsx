import { useTexts } from "@/i18n/use-texts";
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
  const { t } = useTexts();
  const event = useLoaded((isReload) => loadPublicEvent(slug, { fresh: isReload }), slug);

  if (event.data) {
    const { agenda } = event.data;
    return (
      <PageLayout title={t("public.event.tabTitle", { eventName: event.data.event_name })}>
        <EventSummary event={event.data} />
        {agenda && agenda.length > 0 && (
          <p className="mt-4">
            <a href={`#${AGENDA_HEADING_ID}`} className={textLinkClasses}>
              {t("public.event.seeAgenda")}
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
    <PageLayout title={t("public.page.registerTitle")}>
      {event.error ? (
        <LoadErrorView error={event.error} onRetry={event.reload} />
      ) : (
        <LoadingView label={t("public.event.loading")} />
      )}
    </PageLayout>
  );
}

export function EventNotFound() {
  const { t } = useTexts();
  return (
    <PageLayout title={t("public.notFound.title")}>
      <PageHeading>{t("public.notFound.title")}</PageHeading>
      <p className="mt-3 text-slate-800">{t("public.notFound.body")}</p>
    </PageLayout>
  );
}

import type { Event } from "@events/contract";
import { ArrowLeft } from "lucide-react";
import { type ReactNode, useDeferredValue } from "react";
import { Link } from "react-router";
import { useTexts } from "@/i18n/use-texts";
import type { EventDetailsPortalPaths } from "../config";
import { ContactPersonCard } from "./contact-person-card";
import { EventDocuments } from "./event-documents";
import { EventHero } from "./event-hero";
import { EventInfoCard } from "./event-info-card";
import { EventOverview } from "./event-overview";
import { textLinkClasses } from "./link-classes";
import { SocialLinksCard } from "./social-links-card";
import { ThemeColorsCard } from "./theme-colors-card";

export type EventDetailsViewProps = {
  event: Event;
  portalPaths: EventDetailsPortalPaths;
  /** Cards other features add below the event's own (features never import each other). */
  moreCards?: ReactNode;
};

export function EventDetailsView({ event, portalPaths, moreCards }: EventDetailsViewProps) {
  const { t } = useTexts();
  // The hero (the event's name: on a phone the page's largest paint) is drawn first; the cards
  // below it come in a second render, which React interrupts for the browser to paint the hero.
  // Drawn together, they were one long task before anything of the event was on screen.
  const drawsCards = useDeferredValue(true, false);
  return (
    <div className="flex flex-col gap-6">
      <Link
        to={portalPaths.events}
        className={`${textLinkClasses} inline-flex items-center gap-1.5 self-start text-sm`}
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("event-details.screen.backToEvents")}
      </Link>

      <EventHero
        event={event}
        participantsPath={portalPaths.participants(event.id)}
        sessionsPath={portalPaths.sessions(event.id)}
        checkInPath={portalPaths.checkIn(event.id)}
        registrationPath={portalPaths.registration(event.id)}
        registrationsPath={portalPaths.registrations(event.id)}
        staffPath={portalPaths.staff(event.id)}
      />

      {drawsCards ? (
        <>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
              <EventOverview event={event} />
              <ThemeColorsCard colors={event.theme_colors} />
              <EventDocuments eventId={event.id} />
            </div>
            <div className="flex min-w-0 flex-col gap-6">
              <ContactPersonCard contact={event} />
              <SocialLinksCard links={event} />
              <EventInfoCard event={event} />
            </div>
          </div>

          {moreCards}
        </>
      ) : null}
    </div>
  );
}

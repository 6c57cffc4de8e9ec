import type { Event } from "@events/contract";
import { ClipboardList, DoorOpen, ListChecks, ScanLine, UserPlus, Users } from "lucide-react";
import { Link } from "react-router";
import { EventBanner } from "@/components/events/event-banner";
import { Badge } from "@/components/ui/badge";
import { useTexts } from "@/i18n/use-texts";
import { detailStatusTone, getEventStatusLabel } from "@/lib/event-status";
import { getThemeColors } from "../utils/event-display";
import { EventReactions } from "./event-reactions";
import { primaryLinkClasses, secondaryLinkClasses } from "./link-classes";

/** Without a cover image the event's own theme colours paint the banner. */
function CoverPlaceholder({ themeColors }: { themeColors: readonly string[] }) {
  const [primary, secondary, accent] = getThemeColors(themeColors).map((color) => color.value);
  return (
    <div
      data-testid="cover-placeholder"
      className="size-full opacity-90"
      style={{ backgroundImage: `linear-gradient(135deg, ${primary}, ${secondary}, ${accent})` }}
    />
  );
}

export type EventHeroProps = {
  event: Event;
  participantsPath: string;
  sessionsPath: string;
  /** The door's check-in screen for this event. */
  checkInPath: string;
  /** The registration settings and questions, and the list of who registered. */
  registrationPath: string;
  registrationsPath: string;
  /** Who may check people in at the event, and their devices. */
  staffPath: string;
};

export function EventHero({
  event,
  participantsPath,
  sessionsPath,
  checkInPath,
  registrationPath,
  registrationsPath,
  staffPath,
}: EventHeroProps) {
  const { t } = useTexts();
  const secondaryLinks = [
    { to: sessionsPath, icon: ListChecks, label: t("event-details.links.manageSessions") },
    { to: checkInPath, icon: ScanLine, label: t("event-details.links.checkIn") },
    { to: registrationPath, icon: ClipboardList, label: t("event-details.links.registration") },
    { to: registrationsPath, icon: UserPlus, label: t("event-details.links.registrations") },
    { to: staffPath, icon: DoorOpen, label: t("event-details.links.doorStaff") },
  ];
  return (
    <section className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
      <EventBanner
        event={event}
        look="hero"
        coverFallback={<CoverPlaceholder themeColors={event.theme_colors} />}
      />

      <div className="flex flex-col gap-4 px-4 pt-14 pb-5 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0 sm:flex-1">
            <h1 className="text-2xl font-semibold tracking-tight break-words text-slate-900 sm:text-3xl">
              {event.event_name}
            </h1>
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Badge tone={detailStatusTone(event.event_status)}>
                {getEventStatusLabel(event.event_status)}
              </Badge>
              {event.event_type.trim() ? <Badge tone="gray">{event.event_type}</Badge> : null}
            </div>
          </div>
          <EventReactions eventName={event.event_name} />
        </div>

        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Link to={participantsPath} className={primaryLinkClasses}>
            <Users aria-hidden="true" className="size-4" />
            {t("event-details.links.viewParticipants")}
          </Link>
          {secondaryLinks.map(({ to, icon: Icon, label }) => (
            <Link key={label} to={to} className={secondaryLinkClasses}>
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}

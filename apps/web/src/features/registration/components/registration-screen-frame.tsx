import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { useEvent } from "@/api/events/get-event";
import { FormAlert } from "@/components/ui/form-alert";
import { usePortalPaths } from "@/lib/portal";
import { type RegistrationTexts, useRegistrationTexts } from "../messages";

const linkClasses =
  "inline-flex items-center gap-2 text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600";

/** The event's two registration screens: its settings and who registered. */
export type RegistrationScreen = "settings" | "registrations";

function screenTitle(texts: RegistrationTexts, screen: RegistrationScreen): string {
  return screen === "settings" ? texts.settingsTitle : texts.registrationsTitle;
}

export type RegistrationScreenFrameProps = {
  eventId: string;
  /** Which of the two screens this is: its title, and the other one linked beside it. */
  screen: RegistrationScreen;
  children: ReactNode;
};

/**
 * What both registration screens have around them: the way back to the event, the title with
 * the event's name under it, and the link to the other screen.
 */
export function RegistrationScreenFrame({
  eventId,
  screen,
  children,
}: RegistrationScreenFrameProps) {
  const texts = useRegistrationTexts();
  const portalPaths = usePortalPaths();
  const otherScreen =
    screen === "settings"
      ? { label: texts.viewRegistrations, to: portalPaths.eventRegistrations(eventId) }
      : { label: texts.editSettings, to: portalPaths.eventRegistration(eventId) };
  const eventName = useEvent(eventId).data?.event_name;
  return (
    <section className="flex flex-col gap-6">
      <Link to={portalPaths.eventDetails(eventId)} className={`${linkClasses} self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {texts.backToEvent}
      </Link>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {screenTitle(texts, screen)}
          </h1>
          {eventName ? <p className="text-sm break-words text-slate-600">{eventName}</p> : null}
        </div>
        <Link to={otherScreen.to} className={linkClasses}>
          {otherScreen.label}
        </Link>
      </div>
      {children}
    </section>
  );
}

/** A registration screen opened without an event id in its address. */
export function MissingEventId({ screen }: { screen: RegistrationScreen }) {
  const texts = useRegistrationTexts();
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
        {screenTitle(texts, screen)}
      </h1>
      <FormAlert>{texts.eventIdMissing}</FormAlert>
    </section>
  );
}

import type { MyEvent } from "@events/contract";
import { useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { isNetworkError } from "@/lib/api-error";
import { signOut } from "../api/session";
import { getDeviceTimeZone } from "../lib/event-time";
import { appPaths } from "../paths";
import { navigate } from "../router/router";
import { ResourceContent } from "../shell/load-states";
import { ScreenLayout } from "../shell/screen-layout";
import { secondaryButtonClasses } from "../shell/styles";
import { EventCard } from "./event-card";
import { useMyEvents } from "./events-api";

/** The person's events: upcoming and current first, then past ones, as the server orders them. */
export function MyEventsScreen() {
  const events = useMyEvents();
  const { t } = useTexts();
  return (
    <ScreenLayout title={t("app.sections.myEvents")} shown={events}>
      <ResourceContent resource={events} loadingLabel={t("app.events.loading")}>
        {({ events: list }) =>
          list.length === 0 ? (
            <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
              {t("app.events.empty")}
            </p>
          ) : (
            <EventSections events={list} />
          )
        }
      </ResourceContent>
      <SignOut />
    </ScreenLayout>
  );
}

function EventSections({ events }: { events: readonly MyEvent[] }) {
  const now = new Date();
  const deviceTimeZone = getDeviceTimeZone();
  const { t } = useTexts();
  const sections = [
    { id: "upcoming", title: t("app.events.upcoming"), events: events.filter((e) => !e.is_past) },
    { id: "past", title: t("app.events.past"), events: events.filter((e) => e.is_past) },
  ].filter((section) => section.events.length > 0);
  return sections.map((section) => (
    <section key={section.id} aria-labelledby={`events-${section.id}`} className="mt-6">
      <h2 id={`events-${section.id}`} className="text-lg font-semibold text-slate-900">
        {section.title}
      </h2>
      <ul className="mt-3 space-y-3">
        {section.events.map((event) => (
          <EventCard key={event.id} event={event} now={now} deviceTimeZone={deviceTimeZone} />
        ))}
      </ul>
    </section>
  ));
}

export const signOutOfflineMessage = () => t("app.events.signOutOffline");

function SignOut() {
  const [message, setMessage] = useState<string | undefined>();
  const [isSigningOut, setIsSigningOut] = useState(false);
  const { t } = useTexts();

  async function handleSignOut() {
    if (!navigator.onLine) return setMessage(signOutOfflineMessage());
    setIsSigningOut(true);
    try {
      await signOut();
      navigate(appPaths.signIn, { replace: true });
    } catch (error) {
      setIsSigningOut(false);
      setMessage(isNetworkError(error) ? signOutOfflineMessage() : t("app.events.signOutFailed"));
    }
  }

  return (
    // At the foot of the screen, where the list's arrival does not move it.
    <div className="mt-auto pt-10">
      <div className="border-t border-slate-200 pt-6">
        <button
          type="button"
          onClick={handleSignOut}
          disabled={isSigningOut}
          className={secondaryButtonClasses}
        >
          {t("app.events.signOut")}
        </button>
        <p role="alert" className="mt-2 text-sm font-medium text-red-800 empty:hidden">
          {message}
        </p>
      </div>
    </div>
  );
}

export default MyEventsScreen;

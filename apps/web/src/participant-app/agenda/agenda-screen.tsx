import type { MyAgendaResponse, MySession } from "@events/contract";
import { useState } from "react";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { describeError, isNetworkError } from "@/lib/api-error";
import { loadResource, updateResource } from "../api/resource-cache";
import { useMyEvent } from "../events/events-api";
import {
  describeTimeZone,
  formatAgendaDay,
  formatDeviceTimes,
  getDeviceTimeZone,
} from "../lib/event-time";
import type { RouteParams } from "../router/router";
import { EventScreenLayout } from "../shell/event-screen-layout";
import { ResourceContent } from "../shell/load-states";
import { Notice } from "../shell/notice";
import { myAgendaPath, setBookmark, useMyAgenda } from "./agenda-api";
import { CalendarFeedPanel } from "./calendar-feed-panel";
import { SessionItem } from "./session-item";

export const bookmarkOfflineMessage = () => t("app.agenda.bookmarkOffline");
export const downloadOfflineMessage = () => t("app.agenda.downloadOffline");

type Filter = "all" | "mine";

/** The sessions of one day: the day's wall-clock date and its sessions in order. */
function groupByDay(sessions: readonly MySession[]): [string, MySession[]][] {
  const days = new Map<string, MySession[]>();
  for (const session of sessions) {
    const day = session.start_datetime.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return [...days];
}

/** The names of the sessions `session` clashes with; another event's session by a phrase. */
function listClashNames(session: MySession, sessions: readonly MySession[]): string[] {
  if (!session.is_bookmarked) return [];
  return session.clashes_with.map(
    (id) => sessions.find((other) => other.id === id)?.name ?? t("app.agenda.otherEventSession"),
  );
}

/**
 * The event's agenda by day, in the event's zone with the device's time beside it when the
 * device is elsewhere; bookmarks make up 'My agenda', and clashes among them are said in words.
 */
export function AgendaScreen({ params }: { params: RouteParams }) {
  const eventId = params.eventId ?? "";
  const agenda = useMyAgenda(eventId);
  const event = useMyEvent(eventId);
  const [filter, setFilter] = useState<Filter>("all");
  const [notice, setNotice] = useState<string | undefined>();
  const { t, language } = useTexts();
  const agendaPath = myAgendaPath(eventId);

  const markBookmark = (sessionId: string, isBookmarked: boolean) =>
    updateResource<MyAgendaResponse>(agendaPath, (data) => ({
      ...data,
      sessions: data.sessions.map((session) =>
        session.id === sessionId ? { ...session, is_bookmarked: isBookmarked } : session,
      ),
    }));

  async function toggleBookmark(session: MySession) {
    if (!navigator.onLine) return setNotice(bookmarkOfflineMessage());
    const isBookmarked = !session.is_bookmarked;
    setNotice(undefined);
    markBookmark(session.id, isBookmarked);
    try {
      await setBookmark(session.id, isBookmarked);
    } catch (error) {
      markBookmark(session.id, !isBookmarked);
      setNotice(
        isNetworkError(error)
          ? bookmarkOfflineMessage()
          : describeError(error, t("app.agenda.bookmarkFailed")),
      );
      return;
    }
    // The server works out the clashes among the bookmarks.
    await loadResource(agendaPath);
  }

  return (
    <EventScreenLayout
      eventId={eventId}
      title={t("app.eventTabs.agenda")}
      subtitle={event.data?.event.event_name ?? ""}
      shown={agenda}
    >
      <ResourceContent resource={agenda} loadingLabel={t("app.agenda.loading")}>
        {({ sessions, time_zone }) => {
          const mine = sessions.filter((session) => session.is_bookmarked);
          const shown = filter === "mine" ? mine : sessions;
          // Worked out once for the screen: each is several reads of the zones' clocks.
          const deviceTimeZone = getDeviceTimeZone();
          const deviceTimes = new Map(
            sessions.map((session) => [
              session.id,
              formatDeviceTimes(session, time_zone, deviceTimeZone, language),
            ]),
          );
          const isDeviceElsewhere = [...deviceTimes.values()].some(Boolean);
          return (
            <>
              <p className="mt-4 text-sm text-slate-700">
                {t("app.agenda.timesIn", {
                  zone: describeTimeZone(time_zone, language),
                  isDeviceElsewhere: String(isDeviceElsewhere),
                })}
              </p>
              <FilterChoice
                filter={filter}
                onChange={setFilter}
                counts={{ all: sessions.length, mine: mine.length }}
              />
              <Notice text={notice} />
              {shown.length === 0 ? (
                <p className="mt-6 rounded-xl border border-slate-200 bg-white p-4 text-slate-700">
                  {filter === "mine" ? t("app.agenda.noBookmarks") : t("app.agenda.noSessions")}
                </p>
              ) : (
                groupByDay(shown).map(([day, daySessions]) => (
                  <section key={day} className="mt-6">
                    <h2 className="text-lg font-semibold text-slate-900">
                      {formatAgendaDay(day, language)}
                    </h2>
                    <ul className="mt-3 space-y-3">
                      {daySessions.map((session) => (
                        <SessionItem
                          key={session.id}
                          session={session}
                          deviceTimes={deviceTimes.get(session.id)}
                          clashNames={listClashNames(session, sessions)}
                          onToggleBookmark={toggleBookmark}
                          onOffline={() => setNotice(downloadOfflineMessage())}
                        />
                      ))}
                    </ul>
                  </section>
                ))
              )}
              <CalendarFeedPanel />
            </>
          );
        }}
      </ResourceContent>
    </EventScreenLayout>
  );
}

function FilterChoice({
  filter,
  onChange,
  counts,
}: {
  filter: Filter;
  onChange: (filter: Filter) => void;
  counts: Record<Filter, number>;
}) {
  const { t } = useTexts();
  const choices: { value: Filter; label: string }[] = [
    { value: "all", label: t("app.agenda.allSessions", { count: counts.all }) },
    { value: "mine", label: t("app.agenda.myAgenda", { count: counts.mine }) },
  ];
  return (
    <fieldset className="mt-4">
      <legend className="sr-only">{t("app.agenda.filterLegend")}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-xl bg-slate-200 p-1">
        {choices.map((choice) => (
          // The look follows the radio through sibling selectors (peer-*), which cost the
          // browser less to keep up to date than :has() on the label.
          <label key={choice.value} className="flex cursor-pointer">
            <input
              type="radio"
              name="agenda-filter"
              value={choice.value}
              checked={filter === choice.value}
              onChange={() => onChange(choice.value)}
              className="peer sr-only"
            />
            <span className="flex min-h-11 flex-1 items-center justify-center rounded-lg text-sm font-medium text-slate-800 peer-checked:bg-white peer-checked:text-blue-900 peer-checked:shadow-sm peer-focus-visible:outline-2 peer-focus-visible:outline-blue-700">
              {choice.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export default AgendaScreen;

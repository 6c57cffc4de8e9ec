import type { MySession, SessionType } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";
import { formatSessionTimes } from "../lib/event-time";
import { formatList } from "../lib/format-list";
import { describeSessionType } from "../lib/session-type";
import { stopWhenOffline } from "../shell/needs-network";
import { textLinkClasses } from "../shell/styles";
import { sessionCalendarPath, sessionDocumentPath } from "./agenda-api";

export type SessionItemProps = {
  session: MySession;
  /** The session's times on the device's clock, when it differs from the event's. */
  deviceTimes: string | undefined;
  /** The names of the bookmarked sessions this one clashes with (an empty list: none). */
  clashNames: readonly string[];
  onToggleBookmark: (session: MySession) => void;
  /** Says that a download needs the network. */
  onOffline: () => void;
};

// The contract's SESSION_TYPE_LABELS, in the page's language.
const SESSION_TYPE_TEXTS = {
  general_info: "app.sessionType.generalInfo",
  opening_ceremony: "app.sessionType.openingCeremony",
  keynote: "app.sessionType.keynote",
  panel_discussion: "app.sessionType.panelDiscussion",
  workshop: "app.sessionType.workshop",
  excursion: "app.sessionType.excursion",
  field_visit: "app.sessionType.fieldVisit",
  meeting: "app.sessionType.meeting",
  speakers: "app.sessionType.speakers",
  other: "app.sessionType.other",
} as const satisfies Record<SessionType, string>;

/** One session of the agenda: when (in the event's zone and the device's), what, where. */
export function SessionItem({
  session,
  deviceTimes,
  clashNames,
  onToggleBookmark,
  onOffline,
}: SessionItemProps) {
  const { t, language } = useTexts();
  const details = [describeSessionType(session, SESSION_TYPE_TEXTS), session.venue]
    .filter(Boolean)
    .join(" · ");
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-3">
        <div>
          <p className="font-semibold text-blue-900">{formatSessionTimes(session, language)}</p>
          {deviceTimes && (
            <p className="text-sm text-slate-600">{t("app.session.yourTime", { deviceTimes })}</p>
          )}
        </div>
        <button
          type="button"
          aria-pressed={session.is_bookmarked}
          aria-label={t("app.session.bookmarkName", { name: session.name })}
          onClick={() => onToggleBookmark(session)}
          className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
            session.is_bookmarked
              ? "border-blue-700 bg-blue-700 text-white"
              : "border-slate-300 bg-white text-slate-800"
          }`}
        >
          <span aria-hidden="true">{session.is_bookmarked ? "★" : "☆"}</span>
          {t("app.session.bookmark")}
        </button>
      </div>
      <h3 className="mt-1 font-semibold text-slate-900 [overflow-wrap:anywhere]">{session.name}</h3>
      {details && <p className="text-sm text-slate-700">{details}</p>}
      {clashNames.length > 0 && (
        <p className="mt-2 rounded-md bg-red-50 px-2 py-1 text-sm font-medium text-red-900">
          <span aria-hidden="true">⚠ </span>
          {t("app.session.clashesWith", { names: formatList(clashNames, language) })}
        </p>
      )}
      {session.description && (
        <p className="mt-2 whitespace-pre-line text-sm text-slate-700">{session.description}</p>
      )}
      <p className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm">
        <a
          href={sessionCalendarPath(session.id)}
          aria-label={t("app.session.addToCalendarName", { name: session.name })}
          onClick={stopWhenOffline(onOffline)}
          className={`inline-flex min-h-11 items-center ${textLinkClasses}`}
        >
          {t("app.session.addToCalendar")}
        </a>
        {session.has_document && (
          <a
            href={sessionDocumentPath(session.id)}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("app.session.documentOf", { name: session.name })}
            onClick={stopWhenOffline(onOffline)}
            className={`inline-flex min-h-11 items-center ${textLinkClasses}`}
          >
            {t("app.session.document")}
          </a>
        )}
      </p>
    </li>
  );
}

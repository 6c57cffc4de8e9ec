import type { PublicEvent, SessionType } from "@events/contract";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";
import { formatAgendaDay, formatSessionTimes } from "../../participant-app/lib/event-time";
import { describeSessionType } from "../../participant-app/lib/session-type";

type PublicSession = NonNullable<PublicEvent["agenda"]>[number];

export const AGENDA_HEADING_ID = "agenda-heading";

const SESSION_TYPE_TEXT: Record<SessionType, MessageId> = {
  general_info: "public.sessionType.general_info",
  opening_ceremony: "public.sessionType.opening_ceremony",
  keynote: "public.sessionType.keynote",
  panel_discussion: "public.sessionType.panel_discussion",
  workshop: "public.sessionType.workshop",
  excursion: "public.sessionType.excursion",
  field_visit: "public.sessionType.field_visit",
  meeting: "public.sessionType.meeting",
  speakers: "public.sessionType.speakers",
  other: "public.sessionType.other",
};

/** The sessions by day, in order, with their times on the event's clock. */
export function AgendaSection({ sessions }: { sessions: readonly PublicSession[] }) {
  const { t } = useTexts();
  const days = new Map<string, PublicSession[]>();
  for (const session of [...sessions].sort((left, right) =>
    left.start_datetime.localeCompare(right.start_datetime),
  )) {
    const day = session.start_datetime.slice(0, 10);
    days.set(day, [...(days.get(day) ?? []), session]);
  }
  return (
    <section aria-labelledby={AGENDA_HEADING_ID} className="mt-10">
      <h2 id={AGENDA_HEADING_ID} className="text-xl font-bold text-slate-900">
        {t("public.agenda.heading")}
      </h2>
      {sessions.length === 0 && <p className="mt-2 text-slate-700">{t("public.agenda.empty")}</p>}
      {[...days].map(([day, daySessions]) => (
        <div key={day} className="mt-4">
          <h3 className="font-semibold text-slate-900">{formatAgendaDay(day) ?? day}</h3>
          <ul className="mt-2 space-y-2">
            {daySessions.map((session) => (
              <li
                key={`${session.start_datetime}-${session.name}`}
                className="rounded-xl border border-slate-200 bg-white p-3"
              >
                <p className="font-semibold text-blue-900">{formatSessionTimes(session)}</p>
                <h4 className="font-semibold text-slate-900 [overflow-wrap:anywhere]">
                  {session.name}
                </h4>
                <p className="text-sm text-slate-700">
                  {[describeSessionType(session, SESSION_TYPE_TEXT), session.venue]
                    .filter(Boolean)
                    .join(" · ")}
                </p>
                {session.description && (
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-700 [overflow-wrap:anywhere]">
                    {session.description}
                  </p>
                )}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

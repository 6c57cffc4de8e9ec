import { type PublicEvent, SESSION_TYPES } from "@events/contract";
import { useTexts } from "@/i18n/use-texts";
import { catalogueKeys } from "@/lib/catalogue-keys";
import { formatAgendaDay, formatSessionTimes } from "../../participant-app/lib/event-time";
import { describeSessionType } from "../../participant-app/lib/session-type";

type PublicSession = NonNullable<PublicEvent["agenda"]>[number];

export const AGENDA_HEADING_ID = "agenda-heading";

const SESSION_TYPE_TEXT = catalogueKeys("public.sessionType", SESSION_TYPES);

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

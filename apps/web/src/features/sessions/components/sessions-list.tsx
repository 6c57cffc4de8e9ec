import type { ConflictSession, Session } from "@events/contract";
import { CalendarX } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { getQueryRetry, LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { useFirstAnswerDeferred } from "@/hooks/use-first-answer-deferred";
import { useTexts } from "@/i18n/use-texts";
import { sessionsTexts } from "../messages";
import { describeSessionsFetchError } from "../utils/describe-sessions-fetch-error";
import { SessionAgenda, type SessionAgendaProps } from "./session-agenda";
import { SessionCard, type SessionCardActions } from "./session-card";
import type { SessionsView } from "./sessions-view-switch";

export type SessionsListProps = {
  /** The event's sessions query, for its loading and error states and to retry it. */
  sessionsQuery: {
    isPending: boolean;
    error: unknown;
    isFetching: boolean;
    refetch: () => Promise<unknown>;
  };
  /** The sessions to show: the query's, or those of them a search kept. */
  sessions: readonly Session[] | undefined;
  /** Left out on the read-only screen. */
  actions?: SessionCardActions | undefined;
  /** For each clashing session, the others it clashes with; absent while unknown. */
  clashes?: ReadonlyMap<string, readonly ConflictSession[]> | undefined;
  /** Cards (the default), or the agenda with its day and what its blocks open. */
  view?: SessionsView;
  agenda?: Pick<SessionAgendaProps, "day" | "onDayChange" | "onOpenSession" | "timeZone">;
  /** Columns on wide screens: the dialog has room for two, a page for three. */
  columns?: 2 | 3;
};

/** An event's sessions through their loading, error, empty and list (or agenda) states. */
export function SessionsList({
  sessionsQuery,
  sessions,
  actions,
  clashes,
  view = "cards",
  agenda,
  columns = 3,
}: SessionsListProps) {
  useTexts();
  // A hundred cards (or the agenda's blocks) are a long first draw.
  const shownSessions = useFirstAnswerDeferred(sessions);
  if (sessionsQuery.isPending || (sessions && !shownSessions)) {
    return <LoadingState label={sessionsTexts.sessionsLoading} />;
  }
  if (sessionsQuery.error) {
    // A failed fetch shows no sessions at all, never stale ones.
    return (
      <LoadError
        title={describeSessionsFetchError(sessionsQuery.error)}
        {...getQueryRetry(sessionsQuery)}
      />
    );
  }
  if (!shownSessions || shownSessions.length === 0) {
    return <EmptyState icon={CalendarX} title={sessionsTexts.noSessions} />;
  }
  if (view === "agenda" && agenda) {
    return <SessionAgenda sessions={shownSessions} clashes={clashes} {...agenda} />;
  }
  return (
    <ul
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${columns === 3 ? "xl:grid-cols-3" : ""}`}
    >
      {shownSessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} actions={actions} clashes={clashes?.get(session.id)} />
        </li>
      ))}
    </ul>
  );
}

import type { Session } from "@events/contract";
import { CalendarX } from "lucide-react";
import { EmptyState } from "@/components/ui/empty-state";
import { LoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { sessionsTexts } from "../messages";
import { describeSessionsFetchError } from "../utils/describe-sessions-fetch-error";
import { SessionCard, type SessionCardActions } from "./session-card";

export type SessionsListProps = {
  sessions: readonly Session[] | undefined;
  isLoading: boolean;
  error: unknown;
  isRetrying?: boolean;
  onRetry: () => void;
  /** Left out on the read-only screen. */
  actions?: SessionCardActions | undefined;
  /** Columns on wide screens: the dialog has room for two, a page for three. */
  columns?: 2 | 3;
};

/** An event's sessions through their loading, error, empty and list states. */
export function SessionsList({
  sessions,
  isLoading,
  error,
  isRetrying = false,
  onRetry,
  actions,
  columns = 3,
}: SessionsListProps) {
  if (isLoading) return <LoadingState label={sessionsTexts.sessionsLoading} />;
  if (error) {
    // A failed fetch shows no sessions at all, never stale ones.
    return (
      <LoadError
        title={describeSessionsFetchError(error)}
        onRetry={onRetry}
        isRetrying={isRetrying}
      />
    );
  }
  if (!sessions || sessions.length === 0) {
    return <EmptyState icon={CalendarX} title={sessionsTexts.noSessions} />;
  }
  return (
    <ul
      className={`grid grid-cols-1 gap-4 sm:grid-cols-2 ${columns === 3 ? "xl:grid-cols-3" : ""}`}
    >
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard session={session} actions={actions} />
        </li>
      ))}
    </ul>
  );
}

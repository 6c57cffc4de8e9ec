import type { Session } from "@events/contract";
import { ArrowLeft, Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useEvent } from "@/api/events/get-event";
import { ExportButton } from "@/components/export/export-button";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { getQueryRetry, LoadError } from "@/components/ui/load-error";
import { useFirstAnswerDeferred } from "@/hooks/use-first-answer-deferred";
import { useTexts } from "@/i18n/use-texts";
import { usePortal, usePortalPaths } from "@/lib/portal";
import { useEventSessions } from "../api/get-event-sessions";
import { useSessionClashes } from "../api/get-session-conflicts";
import { sessionsTexts } from "../messages";
import { CalendarLinkActions } from "./calendar-link-actions";
import { SessionCard, type SessionCardActions } from "./session-card";
import { SessionsList } from "./sessions-list";
import { type SessionsView, SessionsViewSwitch } from "./sessions-view-switch";
import { useSessionActions } from "./use-session-actions";

type EventSessionsViewProps = {
  eventId: string;
  actions?: SessionCardActions | undefined;
  headerAction?: ReactNode;
  dialogs?: ReactNode;
};

/**
 * The view and the agenda's day, kept in the address: Back returns from the agenda to the cards,
 * and a reload or a return from the event's details keeps the day.
 */
function useSessionsViewParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const view: SessionsView = searchParams.get("view") === "agenda" ? "agenda" : "cards";
  const day = searchParams.get("day");

  function setView(nextView: SessionsView) {
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (nextView === "agenda") next.set("view", "agenda");
      else {
        next.delete("view");
        next.delete("day");
      }
      return next;
    });
  }

  function setDay(nextDay: string) {
    setSearchParams(
      (params) => {
        const next = new URLSearchParams(params);
        next.set("day", nextDay);
        return next;
      },
      { replace: true },
    );
  }

  return { view, day, setView, setDay };
}

/** The read-only screen's answer to a session chosen in the agenda: its card, in a dialog. */
function SessionDetailsDialog({
  session,
  onClose,
}: {
  session: Session | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={session !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={session?.name ?? ""}
    >
      {session ? <SessionCard session={session} /> : null}
    </Dialog>
  );
}

function EventSessionsView({ eventId, actions, headerAction, dialogs }: EventSessionsViewProps) {
  useTexts();
  const eventDetailsPath = usePortalPaths().eventDetails(eventId);
  const sessionsQuery = useEventSessions(eventId);
  const sessions = sessionsQuery.data;
  // What stands above the list appears with it (the list defers its first draw), not before: drawn
  // first, it pushed the list's loading state down the page.
  const shownSessions = useFirstAnswerDeferred(sessions);
  // For the zone the agenda's times are in; the sessions carry only wall-clock times. Asked only
  // of an event whose sessions loaded, as the clashes are: one missing or not theirs is a 404.
  const eventQuery = useEvent(eventId, sessionsQuery.isSuccess);
  // Asked only of an event whose sessions loaded: one missing or not theirs has no clashes.
  const clashesQuery = useSessionClashes(eventId, sessionsQuery.isSuccess);
  const { view, day, setView, setDay } = useSessionsViewParams();
  const [detailsSession, setDetailsSession] = useState<Session | null>(null);
  return (
    <section className="flex flex-col gap-6">
      <Link
        to={eventDetailsPath}
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {sessionsTexts.backToEvent}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {sessionsTexts.screenTitle}
          </h1>
          {shownSessions ? (
            <p className="text-sm text-slate-600">
              {sessionsTexts.sessionCount(shownSessions.length)}
            </p>
          ) : null}
        </div>
        {/* Adding needs an event whose sessions loaded: not one that is missing or not theirs. */}
        {shownSessions ? headerAction : null}
      </div>
      {shownSessions ? (
        <div className="flex flex-wrap items-start gap-3">
          <SessionsViewSwitch view={view} onViewChange={setView} />
          {shownSessions.length > 0 ? <ExportButton eventId={eventId} kind="sessions" /> : null}
          <CalendarLinkActions eventId={eventId} />
        </div>
      ) : null}
      {clashesQuery.isError ? (
        <LoadError title={sessionsTexts.conflictsFetchFailed} {...getQueryRetry(clashesQuery)} />
      ) : null}
      <SessionsList
        sessionsQuery={sessionsQuery}
        sessions={sessions}
        actions={actions}
        clashes={clashesQuery.data}
        view={view}
        agenda={{
          day,
          onDayChange: setDay,
          onOpenSession: actions ? actions.onEdit : setDetailsSession,
          timeZone: eventQuery.data?.time_zone,
        }}
      />
      {dialogs}
      {actions ? null : (
        <SessionDetailsDialog session={detailsSession} onClose={() => setDetailsSession(null)} />
      )}
    </section>
  );
}

/** The event admin's version: the same actions as the 'My Events' sessions dialog. */
function ManagedEventSessions({ eventId }: { eventId: string }) {
  useTexts();
  const { cardActions, openCreate, dialogs } = useSessionActions(eventId);
  return (
    <EventSessionsView
      eventId={eventId}
      actions={cardActions}
      dialogs={dialogs}
      headerAction={
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {sessionsTexts.addSession}
        </Button>
      }
    />
  );
}

/**
 * 'Event Sessions' (spec doc 2 §2): read-only for a system admin; an event admin also adds,
 * edits and deletes sessions and manages their documents. An event id missing from the address
 * gives 'Event ID is missing'.
 */
export function EventSessionsScreen({ eventId }: { eventId: string | undefined }) {
  useTexts();
  const portal = usePortal();
  if (!eventId) {
    return (
      <section className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {sessionsTexts.screenTitle}
        </h1>
        <FormAlert>{sessionsTexts.eventIdMissing}</FormAlert>
      </section>
    );
  }
  if (portal === "event_admin") return <ManagedEventSessions eventId={eventId} />;
  return <EventSessionsView eventId={eventId} />;
}

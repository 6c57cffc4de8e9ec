import { ArrowLeft, Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { ExportButton } from "@/components/export/export-button";
import { Button } from "@/components/ui/button";
import { FormAlert } from "@/components/ui/form-alert";
import { paths } from "@/paths";
import { useEventSessions } from "../api/get-event-sessions";
import { sessionsTexts } from "../messages";
import type { SessionCardActions } from "./session-card";
import { SessionsList } from "./sessions-list";
import { useSessionActions } from "./use-session-actions";

export type SessionsPortal = "system_admin" | "event_admin";

function getEventDetailsPath(portal: SessionsPortal, eventId: string): string {
  return portal === "system_admin"
    ? paths.systemAdmin.eventDetails(eventId)
    : paths.eventAdmin.eventDetails(eventId);
}

type EventSessionsViewProps = {
  eventId: string;
  portal: SessionsPortal;
  actions?: SessionCardActions | undefined;
  headerAction?: ReactNode;
  dialogs?: ReactNode;
};

function EventSessionsView({
  eventId,
  portal,
  actions,
  headerAction,
  dialogs,
}: EventSessionsViewProps) {
  const sessionsQuery = useEventSessions(eventId);
  const sessions = sessionsQuery.data;
  return (
    <section className="flex flex-col gap-6">
      <Link
        to={getEventDetailsPath(portal, eventId)}
        className="inline-flex items-center gap-2 self-start text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {sessionsTexts.backToEvent}
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {sessionsTexts.screenTitle}
          </h1>
          {sessions ? (
            <p className="text-sm text-slate-600">{sessionsTexts.sessionCount(sessions.length)}</p>
          ) : null}
        </div>
        {/* Adding needs an event whose sessions loaded: not one that is missing or not theirs. */}
        {sessions ? headerAction : null}
      </div>
      {sessions && sessions.length > 0 ? <ExportButton eventId={eventId} kind="sessions" /> : null}
      <SessionsList sessionsQuery={sessionsQuery} sessions={sessions} actions={actions} />
      {dialogs}
    </section>
  );
}

/** The event admin's version: the same actions as the 'My Events' sessions dialog. */
function ManagedEventSessions({ eventId }: { eventId: string }) {
  const { cardActions, openCreate, dialogs } = useSessionActions(eventId);
  return (
    <EventSessionsView
      eventId={eventId}
      portal="event_admin"
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

export type EventSessionsScreenProps = {
  /** The event's id from the address; missing gives 'Event ID is missing'. */
  eventId: string | undefined;
  portal: SessionsPortal;
};

/**
 * 'Event Sessions' (spec doc 2 §2): read-only for a system admin; an event admin also adds,
 * edits and deletes sessions and manages their documents.
 */
export function EventSessionsScreen({ eventId, portal }: EventSessionsScreenProps) {
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
  return <EventSessionsView eventId={eventId} portal={portal} />;
}

import type { Event } from "@events/contract";
import { Plus } from "lucide-react";
import { useMemo, useState } from "react";
import { ChosenEventDialog } from "@/components/events/chosen-event-dialog";
import { ExportButton } from "@/components/export/export-button";
import { Button } from "@/components/ui/button";
import { SearchField } from "@/components/ui/search-field";
import { useTexts } from "@/i18n/use-texts";
import { useEventSessions } from "../api/get-event-sessions";
import { useSessionClashes } from "../api/get-session-conflicts";
import { sessionsTexts } from "../messages";
import { filterSessions } from "../utils/filter-sessions";
import { SessionsList } from "./sessions-list";
import { useSessionActions } from "./use-session-actions";

/** The open dialog's content: one event's sessions, searchable, with every action. */
function EventSessionsPanel({ event }: { event: Event }) {
  useTexts();
  const sessionsQuery = useEventSessions(event.id);
  const clashesQuery = useSessionClashes(event.id, sessionsQuery.isSuccess);
  const { cardActions, openCreate, dialogs } = useSessionActions(event.id);
  const [query, setQuery] = useState("");
  const sessions = sessionsQuery.data;
  const visibleSessions = useMemo(
    () => (sessions ? filterSessions(sessions, query) : undefined),
    [sessions, query],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchField
          label={sessionsTexts.searchSessions}
          className="flex-1"
          value={query}
          onValueChange={setQuery}
        />
        <Button onClick={openCreate}>
          <Plus aria-hidden="true" className="size-4" />
          {sessionsTexts.addSession}
        </Button>
      </div>
      {sessions && sessions.length > 0 ? <ExportButton eventId={event.id} kind="sessions" /> : null}
      <SessionsList
        sessionsQuery={sessionsQuery}
        sessions={visibleSessions}
        actions={cardActions}
        clashes={clashesQuery.data}
        columns={2}
      />
      {dialogs}
    </div>
  );
}

export type EventSessionsDialogProps = {
  /** The chosen event; null keeps the dialog closed. */
  event: Event | null;
  onClose: () => void;
};

/** 'Sessions for {event}' (spec doc 2 §2). */
export function EventSessionsDialog({ event, onClose }: EventSessionsDialogProps) {
  useTexts();
  return (
    <ChosenEventDialog event={event} onClose={onClose} title={sessionsTexts.sessionsDialogTitle}>
      {(chosenEvent) => <EventSessionsPanel event={chosenEvent} />}
    </ChosenEventDialog>
  );
}

import type { Session } from "@events/contract";
import { type ReactNode, useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { useTexts } from "@/i18n/use-texts";
import { showErrorToast, showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useDeleteSession } from "../api/delete-session";
import { useEventSessions } from "../api/get-event-sessions";
import { useSessionTypes } from "../api/get-session-types";
import { useCreateSession, useUpdateSession } from "../api/save-session";
import { sessionsTexts } from "../messages";
import { showSessionErrorToast } from "../utils/describe-session-error";
import {
  getSessionServerFieldErrors,
  type SessionFormFieldError,
} from "../utils/server-field-errors";
import type { SessionFormOutput } from "../utils/session-form-schema";
import { getSessionTypeOptions } from "../utils/session-type-options";
import type { SessionCardActions } from "./session-card";
import { SessionDocumentDialog } from "./session-document-dialog";
import { SessionFormDialog } from "./session-form-dialog";

export type SessionActions = {
  /** For each SessionCard: document, edit and delete. */
  cardActions: SessionCardActions;
  openCreate: () => void;
  /** The add/edit, delete and document dialogs; render them once, where the list is. */
  dialogs: ReactNode;
};

/** Everything an event admin can do to an event's sessions, shared by both sessions screens. */
export function useSessionActions(eventId: string): SessionActions {
  useTexts();
  const typesQuery = useSessionTypes();
  const sessionsQuery = useEventSessions(eventId);
  const createSession = useCreateSession();
  const updateSession = useUpdateSession();
  const deleteSession = useDeleteSession();

  const form = useFormDialog<Session, SessionFormOutput, SessionFormFieldError>({
    saveValues: async (values, state) => {
      if (state.mode === "create") await createSession.mutateAsync(values);
      else await updateSession.mutateAsync({ id: state.record.id, values });
      showSuccessToast(state.mode === "create" ? sessionsTexts.created : sessionsTexts.updated, {
        autoCloseMs: TOAST_CLOSE_MS.sessions,
      });
    },
    onFailed: (error) =>
      showSessionErrorToast(error, {
        fallback: sessionsTexts.networkError,
        networkFallback: sessionsTexts.networkError,
      }),
    getServerFieldErrors: getSessionServerFieldErrors,
  });
  const openForm = form.open;
  const [documentSession, setDocumentSession] = useState<Session | null>(null);

  // Named in the active language, so worked out on each render (a handful of types).
  const typeOptions = getSessionTypeOptions(typesQuery.data, typesQuery.isError);

  const sessionDeletion = useConfirmedDelete<Session>({
    deleteItem: (session) => deleteSession.mutateAsync(session),
    onDeleted: () =>
      showSuccessToast(sessionsTexts.deleted, { autoCloseMs: TOAST_CLOSE_MS.sessions }),
    onFailed: () =>
      showErrorToast(sessionsTexts.deleteFailed, { autoCloseMs: TOAST_CLOSE_MS.sessions }),
  });
  const askToDeleteSession = sessionDeletion.askToDelete;

  const cardActions = useMemo<SessionCardActions>(
    () => ({
      onDocument: setDocumentSession,
      onEdit: (session) => openForm({ mode: "edit", record: session }),
      onDelete: askToDeleteSession,
    }),
    [askToDeleteSession, openForm],
  );

  const dialogs = (
    <>
      <SessionFormDialog
        dialog={form.dialogProps}
        eventId={eventId}
        typeOptions={typeOptions}
        eventSessions={sessionsQuery.data}
      />
      <ConfirmDialog
        {...sessionDeletion.confirmDialogProps}
        question={sessionsTexts.deleteQuestion}
      />
      <SessionDocumentDialog session={documentSession} onClose={() => setDocumentSession(null)} />
    </>
  );

  return {
    cardActions,
    openCreate: () => form.open({ mode: "create" }),
    dialogs,
  };
}

import type { Session } from "@events/contract";
import { lazy } from "react";
import { FormDialog } from "@/components/ui/form-dialog";
import { sessionsTexts } from "../messages";
import type { SessionFormFieldError } from "../utils/server-field-errors";
import type { SessionFormOutput } from "../utils/session-form-schema";
import type { SessionTypeOption } from "../utils/session-type-options";

// The form brings the date picker and the form library: the sessions list loads them only when
// the dialog first opens.
const SessionForm = lazy(() =>
  import("./session-form").then(({ SessionForm }) => ({ default: SessionForm })),
);

/** Which form is open: adding a session, or editing one. */
export type SessionFormDialogState = { mode: "create" } | { mode: "edit"; session: Session };

export type SessionFormDialogProps = {
  eventId: string;
  state: SessionFormDialogState | null;
  typeOptions: readonly SessionTypeOption[];
  isSaving: boolean;
  serverFieldErrors?: readonly SessionFormFieldError[] | undefined;
  onSubmit: (values: SessionFormOutput) => void | Promise<void>;
  onClose: () => void;
};

export function SessionFormDialog({
  eventId,
  state,
  typeOptions,
  isSaving,
  serverFieldErrors,
  onSubmit,
  onClose,
}: SessionFormDialogProps) {
  const session = state?.mode === "edit" ? state.session : null;
  return (
    <FormDialog
      isOpen={state !== null}
      title={session ? sessionsTexts.editSession : sessionsTexts.addSession}
      size="lg"
      isSaving={isSaving}
      onClose={onClose}
    >
      {(close) =>
        state ? (
          <SessionForm
            // A fresh form each time it opens: a new session starts from now, an edited one
            // from its record.
            key={session ? session.id : "create"}
            eventId={eventId}
            session={session}
            typeOptions={typeOptions}
            isBusy={isSaving}
            serverFieldErrors={serverFieldErrors}
            onSubmit={onSubmit}
            onCancel={close}
          />
        ) : null
      }
    </FormDialog>
  );
}

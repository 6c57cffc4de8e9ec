import type { Session } from "@events/contract";
import { lazy } from "react";
import { FormDialog, type FormDialogBindings } from "@/components/ui/form-dialog";
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

export type SessionFormDialogProps = FormDialogBindings<
  SessionFormOutput,
  SessionFormFieldError
> & {
  eventId: string;
  state: SessionFormDialogState | null;
  typeOptions: readonly SessionTypeOption[];
  /** The event's sessions, for the form's warning about a venue taken at that time. */
  eventSessions?: readonly Session[] | undefined;
};

export function SessionFormDialog({
  eventId,
  state,
  typeOptions,
  eventSessions,
  ...bindings
}: SessionFormDialogProps) {
  const session = state?.mode === "edit" ? state.session : null;
  return (
    <FormDialog
      isOpen={state !== null}
      title={session ? sessionsTexts.editSession : sessionsTexts.addSession}
      size="lg"
      {...bindings}
    >
      {(formProps) =>
        state ? (
          <SessionForm
            // A fresh form each time it opens: a new session starts from now, an edited one
            // from its record.
            key={session ? session.id : "create"}
            eventId={eventId}
            session={session}
            typeOptions={typeOptions}
            eventSessions={eventSessions}
            {...formProps}
          />
        ) : null
      }
    </FormDialog>
  );
}

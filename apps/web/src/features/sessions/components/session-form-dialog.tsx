import type { Session } from "@events/contract";
import { lazy } from "react";
import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import { sessionsTexts } from "../messages";
import type { SessionFormFieldError } from "../utils/server-field-errors";
import type { SessionFormOutput } from "../utils/session-form-schema";
import type { SessionFormProps } from "./session-form";

// The form brings the date picker and the form library: the sessions list loads them only when
// the dialog first opens.
const SessionForm = lazy(() =>
  import("./session-form").then(({ SessionForm }) => ({ default: SessionForm })),
);

const titles: TextsByMode = { create: sessionsTexts.addSession, edit: sessionsTexts.editSession };

export type SessionFormDialogProps = Pick<
  SessionFormProps,
  "eventId" | "typeOptions" | "eventSessions"
> & {
  dialog: FormDialogBindings<Session, SessionFormOutput, SessionFormFieldError>;
};

export function SessionFormDialog({ dialog, ...formOptions }: SessionFormDialogProps) {
  return (
    <FormDialog {...dialog} titles={titles} size="lg">
      {(formProps, { record }) => <SessionForm {...formOptions} session={record} {...formProps} />}
    </FormDialog>
  );
}

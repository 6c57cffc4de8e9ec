import type { Session } from "@events/contract";
import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import { useTexts } from "@/i18n/use-texts";
import { lazyNamed } from "@/lib/lazy-named";
import type { SessionFormFieldError } from "../utils/server-field-errors";
import type { SessionFormOutput } from "../utils/session-form-schema";
import type { SessionFormProps } from "./session-form";

// The form brings the date picker and the form library: the sessions list loads them only when
// the dialog first opens.
const SessionForm = lazyNamed(() => import("./session-form"), "SessionForm");

export type SessionFormDialogProps = Pick<
  SessionFormProps,
  "eventId" | "typeOptions" | "eventSessions"
> & {
  dialog: FormDialogBindings<Session, SessionFormOutput, SessionFormFieldError>;
};

export function SessionFormDialog({ dialog, ...formOptions }: SessionFormDialogProps) {
  const { t } = useTexts();
  const titles: TextsByMode = {
    create: t("sessions.form.addTitle"),
    edit: t("sessions.form.editTitle"),
  };
  return (
    <FormDialog {...dialog} titles={titles} size="lg">
      {(formProps, { record }) => <SessionForm {...formOptions} session={record} {...formProps} />}
    </FormDialog>
  );
}

import type { Event } from "@events/contract";
import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import { useTexts } from "@/i18n/use-texts";
import { lazyNamed } from "@/lib/lazy-named";
import { useNewEventDefaults } from "../api/get-new-event-defaults";
import type { EventFormOutput } from "../utils/event-form-schema";
import type { NewEventDefaultsState } from "../utils/event-form-values";
import type { EventFormFieldError } from "../utils/server-field-errors";
import type { EventFormProps } from "./event-form";

// The form brings the date picker and the form library: the events list loads them only when
// the dialog first opens.
const EventForm = lazyNamed(() => import("./event-form"), "EventForm");

export type EventFormDialogProps = Pick<
  EventFormProps,
  "statuses" | "eventAdmins" | "isLoadingAdmins" | "defaultEventAdminId"
> & {
  dialog: FormDialogBindings<Event, EventFormOutput, EventFormFieldError>;
};

/**
 * The defaults call as the form takes it: an answer kept from before counts as known, and a
 * failed call asked again (the dialog reopened) is loading until it answers.
 */
function useNewEventDefaultsState(isAddingEvent: boolean): NewEventDefaultsState {
  const { data, isError, isFetching } = useNewEventDefaults(isAddingEvent);
  if (data) return { status: "loaded", defaults: data };
  return { status: isError && !isFetching ? "failed" : "loading" };
}

export function EventFormDialog({ dialog, ...formOptions }: EventFormDialogProps) {
  const { t } = useTexts();
  const newEventDefaults = useNewEventDefaultsState(dialog.state?.mode === "create");
  const titles: TextsByMode = {
    create: t("events.dialog.createTitle"),
    edit: t("events.dialog.editTitle"),
  };
  const submitLabels: TextsByMode = {
    create: t("events.dialog.createSubmit"),
    edit: t("events.dialog.updateSubmit"),
  };
  return (
    <FormDialog {...dialog} titles={titles} size="lg">
      {(formProps, { mode, record }) => (
        <EventForm
          {...formOptions}
          newEventDefaults={newEventDefaults}
          mode={mode}
          event={record}
          submitLabel={submitLabels[mode]}
          {...formProps}
        />
      )}
    </FormDialog>
  );
}

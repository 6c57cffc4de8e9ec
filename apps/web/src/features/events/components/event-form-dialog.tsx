import type { Event } from "@events/contract";
import { lazy } from "react";
import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import type { EventFormOutput } from "../utils/event-form-schema";
import type { EventFormFieldError } from "../utils/server-field-errors";
import type { EventFormProps } from "./event-form";

// The form brings the date picker and the form library: the events list loads them only when
// the dialog first opens.
const EventForm = lazy(() =>
  import("./event-form").then(({ EventForm }) => ({ default: EventForm })),
);

const titles: TextsByMode = { create: "Add New Event", edit: "Edit Event" };
const submitLabels: TextsByMode = { create: "Create Event", edit: "Update Event" };

export type EventFormDialogProps = Pick<
  EventFormProps,
  "statuses" | "eventAdmins" | "isLoadingAdmins" | "defaultEventAdminId"
> & {
  dialog: FormDialogBindings<Event, EventFormOutput, EventFormFieldError>;
};

export function EventFormDialog({ dialog, ...formOptions }: EventFormDialogProps) {
  return (
    <FormDialog {...dialog} titles={titles} size="lg">
      {(formProps, { mode, record }) => (
        <EventForm
          {...formOptions}
          mode={mode}
          event={record}
          submitLabel={submitLabels[mode]}
          {...formProps}
        />
      )}
    </FormDialog>
  );
}

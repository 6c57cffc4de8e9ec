import type { Event, UserSummary } from "@events/contract";
import { lazy } from "react";
import { FormDialog, type FormDialogBindings } from "@/components/ui/form-dialog";
import type { EventStatusItem } from "../api/get-event-statuses";
import type { EventFormOutput } from "../utils/event-form-schema";
import type { EventFormFieldError } from "../utils/server-field-errors";

// The form brings the date picker and the form library: the events list loads them only when
// the dialog first opens.
const EventForm = lazy(() =>
  import("./event-form").then(({ EventForm }) => ({ default: EventForm })),
);

/** Which dialog is open: creating, or editing one event. */
export type EventDialogState = { mode: "create" } | { mode: "edit"; event: Event };

export type EventFormDialogProps = FormDialogBindings<EventFormOutput, EventFormFieldError> & {
  state: EventDialogState | null;
  statuses: readonly EventStatusItem[];
  eventAdmins: readonly UserSummary[];
  isLoadingAdmins?: boolean;
  defaultEventAdminId?: string | null;
};

export function EventFormDialog({
  state,
  statuses,
  eventAdmins,
  isLoadingAdmins,
  defaultEventAdminId,
  ...bindings
}: EventFormDialogProps) {
  const isEditing = state?.mode === "edit";
  return (
    <FormDialog
      isOpen={state !== null}
      title={isEditing ? "Edit Event" : "Add New Event"}
      size="lg"
      {...bindings}
    >
      {(formProps) =>
        state ? (
          <EventForm
            // A fresh form each time it opens: a new event starts from the defaults (and the
            // current time), an edited one from its record.
            key={state.mode === "edit" ? state.event.id : "create"}
            mode={state.mode}
            event={state.mode === "edit" ? state.event : null}
            statuses={statuses}
            eventAdmins={eventAdmins}
            isLoadingAdmins={isLoadingAdmins}
            defaultEventAdminId={defaultEventAdminId}
            submitLabel={isEditing ? "Update Event" : "Create Event"}
            {...formProps}
          />
        ) : null
      }
    </FormDialog>
  );
}

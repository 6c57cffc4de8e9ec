import type { User, UserType } from "@events/contract";
import { FormDialog, type FormDialogBindings } from "@/components/ui/form-dialog";
import type { UserFormFieldError } from "../utils/server-field-errors";
import type { UserFormOutput } from "../utils/user-form-schema";
import { UserForm } from "./user-form";

/** Which dialog is open: creating, or editing one user. */
export type UserDialogState = { mode: "create" } | { mode: "edit"; user: User };

export type UserFormDialogProps = FormDialogBindings<UserFormOutput, UserFormFieldError> & {
  state: UserDialogState | null;
  userType: UserType;
  titles: { create: string; edit: string };
  submitLabels: { create: string; update: string };
  fieldOrder: readonly ("password" | "phone")[];
};

export function UserFormDialog({
  state,
  userType,
  titles,
  submitLabels,
  fieldOrder,
  ...bindings
}: UserFormDialogProps) {
  const isEditing = state?.mode === "edit";
  return (
    <FormDialog
      isOpen={state !== null}
      title={isEditing ? titles.edit : titles.create}
      {...bindings}
    >
      {(formProps) =>
        state ? (
          <UserForm
            // A fresh form for each user (or for a new one), filled in from that user once.
            key={state.mode === "edit" ? state.user.id : "create"}
            mode={state.mode}
            userType={userType}
            user={state.mode === "edit" ? state.user : null}
            fieldOrder={fieldOrder}
            submitLabel={isEditing ? submitLabels.update : submitLabels.create}
            {...formProps}
          />
        ) : null
      }
    </FormDialog>
  );
}

import type { User } from "@events/contract";
import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import { lazyNamed } from "@/lib/lazy-named";
import type { UserFormFieldError } from "../utils/server-field-errors";
import type { UserFormOutput } from "../utils/user-form-schema";
import type { UserFormProps } from "./user-form";

// The form brings the form library and the contract's schemas: the admins' lists load them only
// when the dialog first opens.
const UserForm = lazyNamed(() => import("./user-form"), "UserForm");

export type UserFormDialogProps = Pick<UserFormProps, "userType" | "fieldOrder"> & {
  dialog: FormDialogBindings<User, UserFormOutput, UserFormFieldError>;
  titles: TextsByMode;
  submitLabels: TextsByMode;
};

export function UserFormDialog({
  dialog,
  titles,
  submitLabels,
  ...formOptions
}: UserFormDialogProps) {
  return (
    <FormDialog {...dialog} titles={titles}>
      {(formProps, { mode, record }) => (
        <UserForm
          {...formOptions}
          mode={mode}
          user={record}
          submitLabel={submitLabels[mode]}
          {...formProps}
        />
      )}
    </FormDialog>
  );
}

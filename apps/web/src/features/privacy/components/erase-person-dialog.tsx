import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import { privacyTexts } from "../messages";
import type {
  ErasureFormFieldError,
  ErasureFormOutput,
  PersonToErase,
} from "../utils/erasure-form";
import { ErasePersonForm } from "./erase-person-form";

// An erasure only ever acts on a person found already: both modes read the same.
const titles: TextsByMode = { create: privacyTexts.erasePerson, edit: privacyTexts.erasePerson };

export function ErasePersonDialog({
  dialog,
}: {
  dialog: FormDialogBindings<PersonToErase, ErasureFormOutput, ErasureFormFieldError>;
}) {
  return (
    <FormDialog {...dialog} titles={titles}>
      {(formProps, { record }) =>
        record ? <ErasePersonForm email={record.email} {...formProps} /> : null
      }
    </FormDialog>
  );
}

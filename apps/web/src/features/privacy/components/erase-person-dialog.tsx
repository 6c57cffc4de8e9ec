import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import { lazyNamed } from "@/lib/lazy-named";
import { privacyTexts } from "../messages";
import type {
  ErasureFormFieldError,
  ErasureFormOutput,
  PersonToErase,
} from "../utils/erasure-form";

// The form brings the form library and the erasure's schema: the Privacy screen loads them only
// when the dialog first opens.
const ErasePersonForm = lazyNamed(() => import("./erase-person-form"), "ErasePersonForm");

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

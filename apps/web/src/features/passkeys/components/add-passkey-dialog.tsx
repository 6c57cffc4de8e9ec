import { PASSKEY_NAME_MAX_LENGTH } from "@events/contract";
import { Info } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormActions } from "@/components/ui/form-actions";
import { FormAlert } from "@/components/ui/form-alert";
import { TextField } from "@/components/ui/text-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { useTexts } from "@/i18n/use-texts";
import { lazyContractResolver } from "@/lib/lazy-contract-resolver";
import { type FieldError, getFormFieldErrors, isFieldAmong } from "@/lib/server-field-errors";
import type { AddPasskeyOutput } from "../utils/add-passkey-form-schema";
import { type AddRefusal, describeAddRefusal } from "../utils/add-refusal";

type AddPasskeyValues = { name: string };
// The rule (and zod with it) is loaded when a name is first checked, not with the passkeys' page.
const resolver = lazyContractResolver<AddPasskeyValues, AddPasskeyOutput>(() =>
  import("../utils/add-passkey-form-schema").then((schema) => schema.addPasskeyFormSchema),
);
const isNameField = isFieldAmong<"name">(["name"]);

export type AddPasskeyDialogProps = {
  open: boolean;
  /** The name the field starts with: the device's, as well as it can be guessed. */
  defaultName: string;
  /** Makes the passkey in the browser and keeps it under the name; throws why it did not. */
  onAdd: (name: string) => Promise<void>;
  /** Signs out and goes to the sign-in page, for a session too old to add a passkey. */
  onSignInAgain: () => void;
  onClose: () => void;
};

function RefusalMessage({
  refusal,
  onSignInAgain,
}: {
  refusal: AddRefusal;
  onSignInAgain: () => void;
}) {
  const { t } = useTexts();
  if (refusal.kind === "cancelled") {
    // Closing the browser's own dialog is a choice, not a failure: said calmly.
    return (
      <p
        role="status"
        className="flex items-start gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm text-slate-700"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {refusal.text}
      </p>
    );
  }
  return (
    <FormAlert>
      <p>{refusal.text}</p>
      {refusal.kind === "fresh-sign-in" ? (
        <Button size="sm" className="mt-2" onClick={onSignInAgain}>
          {t("passkeys.freshSignIn.button")}
        </Button>
      ) : null}
    </FormAlert>
  );
}

function AddPasskeyForm({ defaultName, onAdd, onSignInAgain, onClose }: AddPasskeyDialogProps) {
  const { t } = useTexts();
  const [isAdding, setIsAdding] = useState(false);
  const [refusal, setRefusal] = useState<AddRefusal | null>(null);
  const [serverFieldErrors, setServerFieldErrors] = useState<FieldError<"name">[]>();
  const { registerField, handleSubmit } = useFormWithServerErrors<
    AddPasskeyValues,
    AddPasskeyOutput
  >({ resolver, defaultValues: { name: defaultName }, serverFieldErrors });

  async function add({ name }: AddPasskeyOutput) {
    setRefusal(null);
    setIsAdding(true);
    try {
      await onAdd(name);
    } catch (error) {
      const fieldErrors = getFormFieldErrors(error, isNameField);
      setServerFieldErrors(fieldErrors);
      if (fieldErrors.length === 0) setRefusal(describeAddRefusal(error));
    } finally {
      setIsAdding(false);
    }
  }

  return (
    <form noValidate onSubmit={handleSubmit(add)} className="flex flex-col gap-5">
      {refusal ? <RefusalMessage refusal={refusal} onSignInAgain={onSignInAgain} /> : null}
      <TextField
        label={t("passkeys.add.name")}
        hint={t("passkeys.add.nameHint")}
        autoComplete="off"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        isRequired
        {...registerField("name")}
      />
      <FormActions
        submitLabel={t("passkeys.add.button")}
        busyLabel={t("passkeys.add.busy")}
        isBusy={isAdding}
        onCancel={onClose}
      />
    </form>
  );
}

/**
 * Adding a passkey: its name first, then the browser's own dialog makes it. The form stays open
 * with the name while the browser and the server answer, and says why nothing was added.
 */
export function AddPasskeyDialog(props: AddPasskeyDialogProps) {
  const { t } = useTexts();
  return (
    <Dialog
      open={props.open}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={t("passkeys.add.button")}
      description={t("passkeys.add.description")}
    >
      {props.open ? <AddPasskeyForm {...props} /> : null}
    </Dialog>
  );
}

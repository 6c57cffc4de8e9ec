import { type ErasureFormValues, erasureFormSchema } from "@events/contract";
import { EmailText } from "@/components/ui/email-text";
import type { DialogFormProps } from "@/components/ui/form-dialog";
import { FormFrame } from "@/components/ui/form-frame";
import { TextField } from "@/components/ui/text-field";
import { TextareaField } from "@/components/ui/textarea-field";
import { useFormWithServerErrors } from "@/hooks/use-form-with-server-errors";
import { T } from "@/i18n/text";
import { contractResolver } from "@/lib/contract-resolver";
import { privacyTexts } from "../messages";
import type { ErasureFormFieldError, ErasureFormOutput } from "../utils/erasure-form";

const resolver = contractResolver<ErasureFormValues, ErasureFormOutput>(erasureFormSchema);

export type ErasePersonFormProps = DialogFormProps<ErasureFormOutput, ErasureFormFieldError> & {
  /** The person's e-mail address, which the user types again to confirm. */
  email: string;
};

/** The e-mail address typed again and a reason: what an erasure asks before it runs. */
export function ErasePersonForm({
  email,
  isBusy = false,
  serverFieldErrors,
  onSubmit,
  onCancel,
}: ErasePersonFormProps) {
  const { registerField, handleSubmit } = useFormWithServerErrors<
    ErasureFormValues,
    ErasureFormOutput
  >({
    resolver,
    defaultValues: { email, confirmation: "", reason: "" },
    serverFieldErrors,
  });

  return (
    <FormFrame
      messages={[]}
      onSubmit={handleSubmit(onSubmit)}
      submitLabel={privacyTexts.erasePerson}
      submitVariant="danger"
      busyLabel={privacyTexts.erasing}
      isBusy={isBusy}
      onCancel={onCancel}
    >
      <p className="text-sm text-slate-700">
        <T id={privacyTexts.eraseWarning} components={{ 0: <EmailText email={email} /> }} />
      </p>
      <TextField
        label={privacyTexts.confirmationLabel}
        type="email"
        inputMode="email"
        autoComplete="off"
        isRequired
        {...registerField("confirmation")}
      />
      <TextareaField
        label={privacyTexts.reasonLabel}
        hint={privacyTexts.reasonHint}
        rows={3}
        isRequired
        {...registerField("reason")}
      />
    </FormFrame>
  );
}

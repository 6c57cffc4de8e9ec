import type { Webhook } from "@events/contract";
import { FormDialog, type FormDialogBindings } from "@/components/ui/form-dialog";
import { useTexts } from "@/i18n/use-texts";
import type { WebhookFieldError, WebhookFormOutput } from "../utils/webhook-form-schema";
import { WebhookForm, type WebhookFormProps } from "./webhook-form";

export type WebhookFormDialogProps = Pick<
  WebhookFormProps,
  "eventId" | "eventChoice" | "formMessage"
> & {
  dialog: FormDialogBindings<Webhook, WebhookFormOutput, WebhookFieldError>;
};

/** Adds a webhook or edits one; it stays open, with all that was typed, when the server refuses. */
export function WebhookFormDialog({ dialog, ...formOptions }: WebhookFormDialogProps) {
  const { t } = useTexts();
  return (
    <FormDialog
      {...dialog}
      titles={{ create: t("webhooks.add"), edit: t("webhooks.form.editTitle") }}
      size="lg"
    >
      {(formProps, { record }) => <WebhookForm {...formOptions} webhook={record} {...formProps} />}
    </FormDialog>
  );
}

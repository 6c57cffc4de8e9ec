import type { Webhook } from "@events/contract";
import { FormDialog, type FormDialogBindings, type TextsByMode } from "@/components/ui/form-dialog";
import { webhooksTexts } from "../messages";
import type { WebhookFieldError, WebhookFormOutput } from "../utils/webhook-form-schema";
import { WebhookForm, type WebhookFormProps } from "./webhook-form";

const titles: TextsByMode = { create: webhooksTexts.addWebhook, edit: webhooksTexts.editWebhook };

export type WebhookFormDialogProps = Pick<
  WebhookFormProps,
  "eventId" | "eventChoice" | "formMessage"
> & {
  dialog: FormDialogBindings<Webhook, WebhookFormOutput, WebhookFieldError>;
};

/** Adds a webhook or edits one; it stays open, with all that was typed, when the server refuses. */
export function WebhookFormDialog({ dialog, ...formOptions }: WebhookFormDialogProps) {
  return (
    <FormDialog {...dialog} titles={titles} size="lg">
      {(formProps, { record }) => <WebhookForm {...formOptions} webhook={record} {...formProps} />}
    </FormDialog>
  );
}

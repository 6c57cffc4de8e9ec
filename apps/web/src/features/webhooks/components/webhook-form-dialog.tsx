import type { Webhook } from "@events/contract";
import { FormDialog, type FormDialogBindings } from "@/components/ui/form-dialog";
import { useTexts } from "@/i18n/use-texts";
import { lazyNamed } from "@/lib/lazy-named";
import type { WebhookFormOutput } from "../utils/webhook-form-schema";
import type { WebhookFieldError } from "../utils/webhook-form-values";
import type { WebhookFormProps } from "./webhook-form";

// The form brings the form library and the contract's schemas: the webhooks' pages load them
// only when the dialog first opens.
const WebhookForm = lazyNamed(() => import("./webhook-form"), "WebhookForm");

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

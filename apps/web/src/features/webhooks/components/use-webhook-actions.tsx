import type { Webhook } from "@events/contract";
import { type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { useConfirmedDelete } from "@/hooks/use-confirmed-delete";
import { useFormDialog } from "@/hooks/use-form-dialog";
import { type ListActions, useListActions } from "@/hooks/use-list-actions";
import { useTexts } from "@/i18n/use-texts";
import { describeError } from "@/lib/api-error";
import { showSuccessToast, TOAST_CLOSE_MS } from "@/lib/toast";
import { useCreateWebhook } from "../api/create-webhook";
import { useDeleteWebhook } from "../api/delete-webhook";
import { useSendTestDelivery } from "../api/send-test-delivery";
import { useUpdateWebhook } from "../api/update-webhook";
import type { WebhookFormOutput } from "../utils/webhook-form-schema";
import { getWebhookFieldErrors, type WebhookFieldError } from "../utils/webhook-form-values";
import type { EventChoice } from "./webhook-form";
import { WebhookFormDialog } from "./webhook-form-dialog";
import type { WebhookItemActions } from "./webhook-item";
import { WebhookSecretDialog } from "./webhook-secret-dialog";

const toastOptions = { autoCloseMs: TOAST_CLOSE_MS.events };

/**
 * Sending a test, as a list item and the deliveries page both offer it, through the runAction
 * of the screen's useListActions: the failure is said where that screen says its actions' failures.
 */
export function useWebhookTest(runAction: ListActions["runAction"]) {
  const { t } = useTexts();
  const sendTest = useSendTestDelivery();
  return {
    test: (webhook: Pick<Webhook, "id">) =>
      void runAction(() => sendTest.mutateAsync(webhook.id), {
        failed: t("webhooks.test.failed"),
        done: t("webhooks.test.queued"),
      }),
    testingId: sendTest.isPending ? (sendTest.variables ?? null) : null,
  };
}

export type WebhookActions = {
  itemActions: WebhookItemActions;
  openCreate: () => void;
  /** Why the last action on a listed webhook failed; null once another starts. */
  actionError: string | null;
  /** The form, secret and delete dialogs; render them once, beside the list. */
  dialogs: ReactNode;
};

/**
 * Everything that can be done to webhooks from a list: add (then show the secret once), edit,
 * turn on or off, test and delete. `eventId` is the event a new webhook is for; null on the
 * system-wide screen, where `eventChoice` offers every event and 'All events'.
 */
export function useWebhookActions(
  eventId: string | null,
  eventChoice?: EventChoice | undefined,
): WebhookActions {
  const { t } = useTexts();
  const createWebhook = useCreateWebhook();
  const updateWebhook = useUpdateWebhook();
  const deleteWebhook = useDeleteWebhook();
  const [secret, setSecret] = useState<string | null>(null);
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const { actionError, runAction } = useListActions(toastOptions);
  const webhookTest = useWebhookTest(runAction);

  const form = useFormDialog<Webhook, WebhookFormOutput, WebhookFieldError>({
    saveValues: async ({ url, event_types, event_id }, state) => {
      setFormMessage(null);
      if (state.mode === "edit") {
        const { enabled } = state.record;
        await updateWebhook.mutateAsync({
          id: state.record.id,
          request: { url, event_types, enabled },
        });
        showSuccessToast(t("webhooks.state.saved"), toastOptions);
        return;
      }
      const answer = await createWebhook.mutateAsync({
        url,
        event_types,
        event_id: eventId ?? (event_id === "" ? null : event_id),
      });
      setSecret(answer.secret);
    },
    onFailed: (error) => {
      // A refusal of one field is said beside it; anything else above the fields.
      const isAboutFields = getWebhookFieldErrors(error).length > 0;
      setFormMessage(isAboutFields ? null : describeError(error, t("webhooks.form.failed")));
    },
    getServerFieldErrors: getWebhookFieldErrors,
  });

  const deletion = useConfirmedDelete<Webhook>({
    deleteItem: (webhook) =>
      runAction(() => deleteWebhook.mutateAsync(webhook.id), {
        failed: t("webhooks.delete.failed"),
        done: t("webhooks.delete.done"),
      }),
  });

  function toggle(webhook: Webhook) {
    const { url, event_types, enabled } = webhook;
    return runAction(
      () =>
        updateWebhook.mutateAsync({
          id: webhook.id,
          request: { url, event_types, enabled: !enabled },
        }),
      { failed: t("webhooks.state.toggleFailed"), done: t("webhooks.state.saved") },
    );
  }

  function openForm(state: Parameters<typeof form.open>[0]) {
    setFormMessage(null);
    form.open(state);
  }

  const itemActions: WebhookItemActions = {
    onTest: webhookTest.test,
    onToggle: (webhook) => void toggle(webhook),
    onEdit: (webhook) => openForm({ mode: "edit", record: webhook }),
    onDelete: deletion.askToDelete,
    testingId: webhookTest.testingId,
    togglingId:
      updateWebhook.isPending && form.dialogProps.state === null
        ? (updateWebhook.variables?.id ?? null)
        : null,
  };

  const dialogs = (
    <>
      <WebhookFormDialog
        dialog={form.dialogProps}
        eventId={eventId}
        eventChoice={eventChoice}
        formMessage={formMessage}
      />
      <WebhookSecretDialog secret={secret} onClose={() => setSecret(null)} />
      <ConfirmDialog
        {...deletion.confirmDialogProps}
        question={t("webhooks.delete.question")}
        description={deletion.describeItem(({ url }) => t("webhooks.delete.description", { url }))}
        confirmLabel={t("webhooks.delete.confirm")}
        busyLabel={t("webhooks.delete.busy")}
      />
    </>
  );

  return { itemActions, openCreate: () => openForm({ mode: "create" }), actionError, dialogs };
}

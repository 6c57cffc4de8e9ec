import { TitledCard } from "@/components/ui/titled-card";
import { useTexts } from "@/i18n/use-texts";
import { useWebhooks } from "../api/get-webhooks";
import { AddWebhookButton } from "./add-webhook-button";
import { useWebhookActions } from "./use-webhook-actions";
import { WebhookList } from "./webhook-list";

/**
 * The event details' Webhooks card: the event's webhooks with their state and last
 * delivery; add one (its signing secret shown once), test, edit, turn off or on, delete, and a
 * link to each one's deliveries.
 */
export function EventWebhooksCard({ eventId }: { eventId: string }) {
  const { t } = useTexts();
  const webhooksQuery = useWebhooks(eventId);
  const { itemActions, openCreate, actionError, dialogs } = useWebhookActions(eventId);

  return (
    <TitledCard
      title={t("webhooks.card.title")}
      actions={<AddWebhookButton onClick={openCreate} />}
    >
      <p className="-mt-2 text-sm text-slate-600">{t("webhooks.card.intro")}</p>
      <WebhookList
        query={webhooksQuery}
        itemActions={itemActions}
        actionError={actionError}
        showsEvents={false}
        emptyText={t("webhooks.card.emptyText")}
        emptyAction={<AddWebhookButton variant="secondary" onClick={openCreate} />}
      />
      {dialogs}
    </TitledCard>
  );
}

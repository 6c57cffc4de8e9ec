import { useAllEvents } from "@/api/events/get-all-events";
import { PageHeader } from "@/components/ui/page-header";
import { useTexts } from "@/i18n/use-texts";
import { useWebhooks } from "../api/get-webhooks";
import { AddWebhookButton } from "./add-webhook-button";
import { useWebhookActions } from "./use-webhook-actions";
import { WebhookList } from "./webhook-list";

/**
 * Every webhook, for system admins: those of each event and those for all events. A new one is
 * for all events or for one chosen from the list.
 */
export function SystemWebhooksScreen() {
  const { t } = useTexts();
  const webhooksQuery = useWebhooks(null);
  const eventsQuery = useAllEvents();
  const { itemActions, openCreate, actionError, dialogs } = useWebhookActions(null, {
    events: eventsQuery.data,
  });

  return (
    <section className="flex flex-col">
      <PageHeader title={t("webhooks.page.title")}>
        <AddWebhookButton onClick={openCreate} />
      </PageHeader>
      <p className="-mt-3 mb-6 max-w-2xl text-sm text-slate-600">{t("webhooks.page.intro")}</p>
      <WebhookList
        query={webhooksQuery}
        itemActions={itemActions}
        actionError={actionError}
        showsEvents
        emptyText={t("webhooks.page.emptyText")}
        emptyAction={<AddWebhookButton variant="secondary" onClick={openCreate} />}
      />
      {dialogs}
    </section>
  );
}

import { useAllEvents } from "@/api/events/get-all-events";
import { PageHeader } from "@/components/ui/page-header";
import { useWebhooks } from "../api/get-webhooks";
import { webhooksTexts } from "../messages";
import { AddWebhookButton } from "./add-webhook-button";
import { useWebhookActions } from "./use-webhook-actions";
import { WebhookList } from "./webhook-list";

/**
 * Every webhook, for system admins: those of each event and those for all events. A new one is
 * for all events or for one chosen from the list.
 */
export function SystemWebhooksScreen() {
  const webhooksQuery = useWebhooks(null);
  const eventsQuery = useAllEvents();
  const { itemActions, openCreate, actionError, dialogs } = useWebhookActions(null, {
    events: eventsQuery.data,
  });

  return (
    <section className="flex flex-col">
      <PageHeader title={webhooksTexts.pageTitle}>
        <AddWebhookButton onClick={openCreate} />
      </PageHeader>
      <p className="-mt-3 mb-6 max-w-2xl text-sm text-slate-600">{webhooksTexts.pageIntro}</p>
      <WebhookList
        query={webhooksQuery}
        itemActions={itemActions}
        actionError={actionError}
        showsEvents
        emptyText={webhooksTexts.noWebhooksAnywhere}
        emptyAction={<AddWebhookButton variant="secondary" onClick={openCreate} />}
      />
      {dialogs}
    </section>
  );
}

import type { Webhook, WebhookDelivery } from "@events/contract";
import { ArrowLeft, RefreshCw, Send } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { FormAlert } from "@/components/ui/form-alert";
import { QueryLoadError } from "@/components/ui/load-error";
import { LoadingState } from "@/components/ui/loading-state";
import { countPages, Pagination } from "@/components/ui/pagination";
import { QueryContent } from "@/components/ui/query-content";
import { TitledCard } from "@/components/ui/titled-card";
import { useListActions } from "@/hooks/use-list-actions";
import { useTexts } from "@/i18n/use-texts";
import { contractMessageText } from "@/lib/contract-message-text";
import { usePortal, usePortalPaths } from "@/lib/portal";
import { TOAST_CLOSE_MS } from "@/lib/toast";
import { paths } from "@/paths";
import { useWebhook } from "../api/get-webhook";
import { useWebhookDeliveries } from "../api/get-webhook-deliveries";
import { useRedeliverDelivery } from "../api/redeliver-delivery";
import { summariseEventTypes } from "../utils/event-type-groups";
import { DeliveriesList } from "./deliveries-list";
import { useWebhookTest } from "./use-webhook-actions";
import { describeWebhookEvent, EnabledBadge } from "./webhook-item";

const linkClasses =
  "inline-flex items-center gap-2 text-sm font-medium text-blue-600 hover:underline focus-visible:outline-2 focus-visible:outline-blue-600";

const toastOptions = { autoCloseMs: TOAST_CLOSE_MS.events };

/** Back to where the webhook is listed: its event's details, or the system-wide screen. */
function BackLink({ webhook }: { webhook: Webhook | undefined }) {
  const { t } = useTexts();
  const portal = usePortal();
  const portalPaths = usePortalPaths();
  if (!webhook) return null;
  const eventId = webhook.event_id;
  if (eventId) {
    return (
      <Link to={portalPaths.eventDetails(eventId)} className={`${linkClasses} self-start`}>
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        {t("webhooks.deliveries.backToEvent")}
      </Link>
    );
  }
  if (portal !== "system_admin") return null;
  return (
    <Link to={paths.systemAdmin.webhooks} className={`${linkClasses} self-start`}>
      <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
      {t("webhooks.deliveries.backToWebhooks")}
    </Link>
  );
}

function WebhookSummary({ webhook }: { webhook: Webhook }) {
  return (
    <div className="flex flex-col gap-1 text-sm text-slate-600">
      <div className="flex flex-wrap items-center gap-2">
        <p className="min-w-0 font-mono font-medium break-all text-slate-900">{webhook.url}</p>
        <EnabledBadge isEnabled={webhook.enabled} />
      </div>
      <p>{describeWebhookEvent(webhook)}</p>
      <p>{summariseEventTypes(webhook.event_types)}</p>
      {webhook.disabled_reason ? (
        <p className="text-red-700">{contractMessageText(webhook.disabled_reason)}</p>
      ) : null}
    </div>
  );
}

function Deliveries({
  webhookId,
  onSendTest,
  isTesting,
}: {
  webhookId: string;
  onSendTest: () => void;
  isTesting: boolean;
}) {
  const { t } = useTexts();
  const [page, setPage] = useState(1);
  const deliveriesQuery = useWebhookDeliveries(webhookId, page);
  const redeliver = useRedeliverDelivery();
  const { actionError, runAction } = useListActions(toastOptions);

  function redeliverOne(delivery: WebhookDelivery) {
    return runAction(() => redeliver.mutateAsync({ webhookId, deliveryId: delivery.id }), {
      failed: t("webhooks.delivery.redeliverFailed"),
      done: t("webhooks.delivery.redeliverQueued"),
    });
  }

  const isRefreshing = deliveriesQuery.isFetching && !deliveriesQuery.isPending;
  return (
    <TitledCard
      title={t("webhooks.item.deliveries")}
      actions={
        <Button
          variant="secondary"
          size="sm"
          disabled={isRefreshing}
          aria-busy={isRefreshing || undefined}
          onClick={() => void deliveriesQuery.refetch()}
        >
          <RefreshCw
            aria-hidden="true"
            className={`size-4 ${isRefreshing ? "animate-spin motion-reduce:animate-none" : ""}`}
          />
          {isRefreshing ? t("webhooks.deliveries.refreshing") : t("webhooks.deliveries.refresh")}
        </Button>
      }
    >
      {actionError ? <FormAlert>{actionError}</FormAlert> : null}
      <QueryContent
        query={deliveriesQuery}
        loadingLabel={t("webhooks.deliveries.loading")}
        errorTitle={t("webhooks.deliveries.failed")}
        isEmpty={({ total }) => total === 0}
        empty={
          <EmptyState
            icon={Send}
            title={t("webhooks.deliveries.empty")}
            text={t("webhooks.deliveries.emptyText")}
            action={
              <Button variant="secondary" disabled={isTesting} onClick={onSendTest}>
                <Send aria-hidden="true" className="size-4" />
                {isTesting ? t("webhooks.test.busy") : t("webhooks.test.send")}
              </Button>
            }
          />
        }
      >
        {({ deliveries, total, page_size }) => (
          <div className="flex flex-col gap-3">
            <p className="text-sm text-slate-600">
              {t("webhooks.deliveries.count", { total })}{" "}
              <span className="text-slate-500">{t("webhooks.deliveries.timesHere")}</span>
            </p>
            <DeliveriesList
              deliveries={deliveries}
              isStale={deliveriesQuery.isPlaceholderData}
              redeliveringId={
                redeliver.isPending ? (redeliver.variables?.deliveryId ?? null) : null
              }
              onRedeliver={(delivery) => void redeliverOne(delivery)}
            />
            <Pagination
              page={page}
              pageCount={countPages(total, page_size)}
              onPageChange={setPage}
              label={t("webhooks.deliveries.pages")}
            />
          </div>
        )}
      </QueryContent>
    </TitledCard>
  );
}

/**
 * One webhook's deliveries, newest first and paged: each one's status, attempts and
 * the receiver's answer, with redelivery, a test, and a refresh.
 */
export function WebhookDeliveriesScreen({ webhookId }: { webhookId: string }) {
  const { t } = useTexts();
  const webhookQuery = useWebhook(webhookId);
  const webhook = webhookQuery.data?.webhook;
  const { actionError: testError, runAction: runTest } = useListActions(toastOptions);
  const webhookTest = useWebhookTest(runTest);
  const isTesting = webhookTest.testingId === webhookId;
  const sendTest = () => webhookTest.test({ id: webhookId });

  if (webhookQuery.isError) {
    return (
      <section className="flex flex-col gap-6">
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          {t("webhooks.deliveries.title")}
        </h1>
        <QueryLoadError title={t("webhooks.deliveries.webhookFailed")} query={webhookQuery} />
      </section>
    );
  }

  return (
    <section className="flex flex-col gap-6">
      <BackLink webhook={webhook} />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-2">
          <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
            {t("webhooks.deliveries.title")}
          </h1>
          {webhook ? (
            <WebhookSummary webhook={webhook} />
          ) : (
            <LoadingState label={t("webhooks.deliveries.webhookLoading")} />
          )}
        </div>
        <Button disabled={isTesting} aria-busy={isTesting || undefined} onClick={sendTest}>
          <Send aria-hidden="true" className="size-4" />
          {isTesting ? t("webhooks.test.busy") : t("webhooks.test.send")}
        </Button>
      </div>
      {testError ? <FormAlert>{testError}</FormAlert> : null}
      <Deliveries webhookId={webhookId} onSendTest={sendTest} isTesting={isTesting} />
    </section>
  );
}

import type { Webhook } from "@events/contract";
import { CircleAlert, ListChecks, Send } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EnabledSwitch } from "@/components/ui/enabled-switch";
import { ItemActions } from "@/components/ui/item-actions";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { contractMessageText } from "@/lib/contract-message-text";
import { formatMomentHere } from "@/lib/format-moment";
import { usePortalPaths } from "@/lib/portal";
import { summariseEventTypes } from "../utils/event-type-groups";
import { DeliveryStatusBadge } from "./delivery-status-badge";

/** What can be done to a webhook from a list, and which of it is under way. */
export type WebhookItemActions = {
  onTest: (webhook: Webhook) => void;
  onToggle: (webhook: Webhook) => void;
  onEdit: (webhook: Webhook) => void;
  onDelete: (webhook: Webhook) => void;
  /** The webhook whose test is being queued, or whose switch is saving. */
  testingId: string | null;
  togglingId: string | null;
};

const linkButtonClasses =
  "inline-flex h-8 items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-3 text-sm font-medium text-slate-700 shadow-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600";

/** Which event a webhook is for: 'All events', the event's name, or 'Deleted event'. */
export function describeWebhookEvent({
  event_id,
  event_name,
}: Pick<Webhook, "event_id" | "event_name">): string {
  if (event_id === null) return t("webhooks.allEvents");
  return t("webhooks.item.forEvent", { name: event_name ?? t("webhooks.item.deletedEvent") });
}

/** Enabled or Disabled, in words and colour. */
export function EnabledBadge({ isEnabled }: { isEnabled: boolean }) {
  const { t } = useTexts();
  return isEnabled ? (
    <Badge tone="green">{t("webhooks.state.enabled")}</Badge>
  ) : (
    <Badge tone="gray">{t("webhooks.state.disabled")}</Badge>
  );
}

function LastDelivery({ webhook }: { webhook: Webhook }) {
  const { t } = useTexts();
  const last = webhook.last_delivery;
  if (!last) return <p className="text-sm text-slate-600">{t("webhooks.item.noDeliveriesYet")}</p>;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-slate-600">
      {t("webhooks.item.lastDelivery")} <DeliveryStatusBadge status={last.status} />{" "}
      <time dateTime={last.created_at}>{formatMomentHere(last.created_at)}</time>
    </p>
  );
}

export type WebhookItemProps = WebhookItemActions & {
  webhook: Webhook;
  /** On the system-wide screen each webhook names its event. */
  showsEvent: boolean;
};

/** One webhook: its address, state, event types and last delivery, and what can be done to it. */
export function WebhookItem({
  webhook,
  showsEvent,
  onTest,
  onToggle,
  onEdit,
  onDelete,
  testingId,
  togglingId,
}: WebhookItemProps) {
  const { t } = useTexts();
  const portalPaths = usePortalPaths();
  const { url } = webhook;
  const isTesting = testingId === webhook.id;
  return (
    <li
      aria-label={url}
      data-testid="webhook"
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-col gap-1.5">
        <div className="flex flex-wrap items-center gap-2">
          <p className="min-w-0 font-mono text-sm font-medium break-all text-slate-900">{url}</p>
          <EnabledBadge isEnabled={webhook.enabled} />
        </div>
        {showsEvent ? (
          <p className="text-sm font-medium text-slate-700">{describeWebhookEvent(webhook)}</p>
        ) : null}
        <p className="text-sm text-slate-600">{summariseEventTypes(webhook.event_types)}</p>
        {webhook.disabled_reason ? (
          <p className="flex items-start gap-1.5 text-sm text-red-700">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {contractMessageText(webhook.disabled_reason)}
          </p>
        ) : null}
        <LastDelivery webhook={webhook} />
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <EnabledSwitch
          isEnabled={webhook.enabled}
          label={t("webhooks.state.enabled")}
          name={t("webhooks.state.enabledFor", { url })}
          isBusy={togglingId === webhook.id}
          onToggle={() => onToggle(webhook)}
        />
        <Button
          variant="secondary"
          size="sm"
          aria-label={t("webhooks.test.sendTo", { url })}
          disabled={isTesting}
          aria-busy={isTesting || undefined}
          onClick={() => onTest(webhook)}
        >
          <Send aria-hidden="true" className="size-4" />
          {isTesting ? t("webhooks.test.busy") : t("webhooks.test.send")}
        </Button>
        <Link
          to={portalPaths.webhookDeliveries(webhook.id)}
          aria-label={t("webhooks.item.deliveriesOf", { url })}
          className={linkButtonClasses}
        >
          <ListChecks aria-hidden="true" className="size-4" />
          {t("webhooks.item.deliveries")}
        </Link>
        <ItemActions
          itemName={url}
          actions={{ edit: () => onEdit(webhook), delete: () => onDelete(webhook) }}
          className="ms-auto flex gap-1"
        />
      </div>
    </li>
  );
}

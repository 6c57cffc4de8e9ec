import { WEBHOOK_KEPT_RESPONSE_BYTES, type WebhookDelivery } from "@events/contract";
import { ChevronRight, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { contractMessageText } from "@/lib/contract-message-text";
import { formatMomentHere } from "@/lib/format-moment";
import { DeliveryStatusBadge } from "./delivery-status-badge";

/** What a figure shows when it has no value: a mark, the same in every language. */
const NONE = "—";

/** The Standard Webhooks header the receiver reads the delivery's id from: a name, not words. */
const MESSAGE_ID_HEADER = "webhook-id";

function orNone<T>(value: T | null, format: (value: T) => string): string {
  return value === null ? NONE : format(value);
}

function formatDuration(ms: number): string {
  return t("webhooks.delivery.durationMs", { ms });
}

/** A label over its value, as each delivery lays out its figures. */
function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="text-sm text-slate-800 tabular-nums">{value}</dd>
    </div>
  );
}

/**
 * What the last attempt left: the error when the receiver did not answer, and the first kilobyte
 * of its answer as plain text (React escapes it: a receiver's HTML is shown, never run).
 */
function DeliveryDetails({ id, delivery }: { id: string; delivery: WebhookDelivery }) {
  const { t } = useTexts();
  return (
    <div id={id} className="flex flex-col gap-3 border-t border-slate-200 pt-3">
      <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium text-slate-700">{MESSAGE_ID_HEADER}</dt>
        <dd className="font-mono text-xs break-all text-slate-800">{delivery.webhook_id}</dd>
        <dt className="font-medium text-slate-700">{t("webhooks.delivery.lastAttempt")}</dt>
        <dd className="text-slate-800">{orNone(delivery.last_attempt_at, formatMomentHere)}</dd>
        {delivery.error ? (
          <>
            <dt className="font-medium text-slate-700">{t("webhooks.delivery.error")}</dt>
            {/* The sender's own reasons (no answer in time, a redirect) are the contract's and are
                translated; what a network error says is shown as it said it. */}
            <dd className="break-words text-red-700">{contractMessageText(delivery.error)}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-slate-700">
          {t("webhooks.delivery.responseBody", { size: WEBHOOK_KEPT_RESPONSE_BYTES / 1024 })}
        </h3>
        {delivery.response_body ? (
          // At most a kilobyte, wrapped: nothing to scroll, so nothing a keyboard cannot reach.
          <pre className="rounded-md bg-slate-900 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-100">
            {delivery.response_body}
          </pre>
        ) : (
          <p className="text-sm text-slate-600">{t("webhooks.delivery.noResponseBody")}</p>
        )}
      </div>
    </div>
  );
}

function DeliveryItem({
  delivery,
  isExpanded,
  onToggle,
  isRedelivering,
  onRedeliver,
}: {
  delivery: WebhookDelivery;
  isExpanded: boolean;
  onToggle: () => void;
  isRedelivering: boolean;
  onRedeliver: () => void;
}) {
  const { t } = useTexts();
  const detailsId = useId();
  const created = formatMomentHere(delivery.created_at);
  const named = { eventType: delivery.event_type, moment: created };
  return (
    <li aria-label={t("webhooks.delivery.label", named)} className="flex flex-col gap-3 px-4 py-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? detailsId : undefined}
            aria-label={t("webhooks.delivery.showDetails", named)}
            onClick={onToggle}
            className="inline-flex min-w-0 items-center gap-1.5 rounded-md py-1 pe-2 font-mono text-sm font-medium break-all text-slate-900 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <ChevronRight
              aria-hidden="true"
              className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${isExpanded ? "rotate-90" : "rtl:-scale-x-100"}`}
            />
            {delivery.event_type}
          </button>
          <DeliveryStatusBadge status={delivery.status} />
        </div>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t("webhooks.delivery.redeliverNamed", named)}
          disabled={isRedelivering}
          aria-busy={isRedelivering || undefined}
          onClick={onRedeliver}
        >
          <RotateCcw aria-hidden="true" className="size-4" />
          {isRedelivering ? t("webhooks.delivery.redelivering") : t("webhooks.delivery.redeliver")}
        </Button>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 sm:grid-cols-[repeat(2,minmax(0,1.5fr))_repeat(3,minmax(0,1fr))]">
        <Figure label={t("webhooks.delivery.created")} value={created} />
        <Figure
          label={t("webhooks.delivery.nextAttempt")}
          value={orNone(delivery.next_attempt_at, formatMomentHere)}
        />
        <Figure label={t("webhooks.delivery.attempts")} value={String(delivery.attempts)} />
        <Figure
          label={t("webhooks.delivery.response")}
          value={orNone(delivery.response_status, String)}
        />
        <Figure
          label={t("webhooks.delivery.duration")}
          value={orNone(delivery.duration_ms, formatDuration)}
        />
      </dl>
      {isExpanded ? <DeliveryDetails id={detailsId} delivery={delivery} /> : null}
    </li>
  );
}

export type DeliveriesListProps = {
  deliveries: readonly WebhookDelivery[];
  /** True while another page loads and this one still shows. */
  isStale: boolean;
  /** The delivery being queued again, whose button says so. */
  redeliveringId: string | null;
  onRedeliver: (delivery: WebhookDelivery) => void;
};

/**
 * One page of deliveries, newest first, each with its figures labelled (a list rather than a
 * table: it fits a phone without scrolling sideways); one opens on what the receiver answered.
 */
export function DeliveriesList({
  deliveries,
  isStale,
  redeliveringId,
  onRedeliver,
}: DeliveriesListProps) {
  const { t } = useTexts();
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string) {
    setExpandedIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <ul
      aria-label={t("webhooks.deliveries.list")}
      aria-busy={isStale || undefined}
      className="divide-y divide-slate-200 rounded-lg border border-slate-200 bg-white"
    >
      {deliveries.map((delivery) => (
        <DeliveryItem
          key={delivery.id}
          delivery={delivery}
          isExpanded={expandedIds.has(delivery.id)}
          onToggle={() => toggle(delivery.id)}
          isRedelivering={redeliveringId === delivery.id}
          onRedeliver={() => onRedeliver(delivery)}
        />
      ))}
    </ul>
  );
}

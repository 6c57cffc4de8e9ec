import type { WebhookDelivery } from "@events/contract";
import { ChevronRight, RotateCcw } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { ColumnHeaders, Table, TableBody, TableCell, TableRow } from "@/components/ui/table";
import { webhooksTexts } from "../messages";
import { formatMomentHere } from "../utils/format-moment-here";
import { DeliveryStatusBadge } from "./delivery-status-badge";

const { columns } = webhooksTexts;
const COLUMN_LABELS = [
  columns.eventType,
  columns.created,
  columns.status,
  columns.attempts,
  columns.response,
  columns.duration,
  columns.nextAttempt,
  columns.actions,
];

function orNone<T>(value: T | null, format: (value: T) => string): string {
  return value === null ? webhooksTexts.none : format(value);
}

/**
 * What the last attempt left: the error when the receiver did not answer, and the first kilobyte
 * of its answer as plain text (React escapes it: a receiver's HTML is shown, never run).
 */
function DeliveryDetails({ delivery }: { delivery: WebhookDelivery }) {
  return (
    <div className="flex max-w-3xl flex-col gap-3 whitespace-normal">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">{webhooksTexts.messageIdLabel}</dt>
        <dd className="font-mono text-xs break-all text-slate-800">{delivery.webhook_id}</dd>
        <dt className="font-medium text-slate-700">{webhooksTexts.lastAttemptLabel}</dt>
        <dd className="text-slate-800">{orNone(delivery.last_attempt_at, formatMomentHere)}</dd>
        {delivery.error ? (
          <>
            <dt className="font-medium text-slate-700">{webhooksTexts.errorLabel}</dt>
            <dd className="break-words text-red-700">{delivery.error}</dd>
          </>
        ) : null}
      </dl>
      <div className="flex flex-col gap-1">
        <h3 className="text-sm font-medium text-slate-700">{webhooksTexts.responseBody}</h3>
        {delivery.response_body ? (
          // At most a kilobyte, wrapped: nothing to scroll, so nothing a keyboard cannot reach.
          <pre className="rounded-md bg-slate-900 p-3 font-mono text-xs whitespace-pre-wrap break-all text-slate-100">
            {delivery.response_body}
          </pre>
        ) : (
          <p className="text-sm text-slate-600">{webhooksTexts.noResponseBody}</p>
        )}
      </div>
    </div>
  );
}

function DeliveryRows({
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
  const detailsId = useId();
  const created = formatMomentHere(delivery.created_at);
  return (
    <>
      <TableRow>
        <TableCell className="whitespace-nowrap">
          <button
            type="button"
            aria-expanded={isExpanded}
            aria-controls={isExpanded ? detailsId : undefined}
            aria-label={webhooksTexts.showDetails(delivery.event_type, created)}
            onClick={onToggle}
            className="inline-flex items-center gap-1.5 rounded-md py-1 pr-2 font-mono text-xs font-medium text-slate-900 hover:text-blue-700 focus-visible:outline-2 focus-visible:outline-blue-600"
          >
            <ChevronRight
              aria-hidden="true"
              className={`size-4 shrink-0 transition-transform motion-reduce:transition-none ${isExpanded ? "rotate-90" : ""}`}
            />
            {delivery.event_type}
          </button>
        </TableCell>
        <TableCell className="whitespace-nowrap">
          <time dateTime={delivery.created_at}>{created}</time>
        </TableCell>
        <TableCell>
          <DeliveryStatusBadge status={delivery.status} />
        </TableCell>
        <TableCell className="text-right tabular-nums">{delivery.attempts}</TableCell>
        <TableCell className="tabular-nums">{orNone(delivery.response_status, String)}</TableCell>
        <TableCell className="whitespace-nowrap tabular-nums">
          {orNone(delivery.duration_ms, webhooksTexts.durationMs)}
        </TableCell>
        <TableCell className="whitespace-nowrap">
          {orNone(delivery.next_attempt_at, formatMomentHere)}
        </TableCell>
        <TableCell>
          <Button
            variant="secondary"
            size="sm"
            aria-label={webhooksTexts.redeliverNamed(delivery.event_type, created)}
            disabled={isRedelivering}
            aria-busy={isRedelivering || undefined}
            onClick={onRedeliver}
          >
            <RotateCcw aria-hidden="true" className="size-4" />
            {isRedelivering ? webhooksTexts.redelivering : webhooksTexts.redeliver}
          </Button>
        </TableCell>
      </TableRow>
      {isExpanded ? (
        <tr id={detailsId} aria-label={webhooksTexts.detailsOf(delivery.event_type, created)}>
          <td colSpan={COLUMN_LABELS.length} className="bg-slate-50 px-4 py-3">
            <DeliveryDetails delivery={delivery} />
          </td>
        </tr>
      ) : null}
    </>
  );
}

export type DeliveriesTableProps = {
  deliveries: readonly WebhookDelivery[];
  /** True while another page loads and this one still shows. */
  isStale: boolean;
  /** The delivery being queued again, whose button says so. */
  redeliveringId: string | null;
  onRedeliver: (delivery: WebhookDelivery) => void;
};

/** One page of deliveries, newest first; a row opens on what the receiver answered. */
export function DeliveriesTable({
  deliveries,
  isStale,
  redeliveringId,
  onRedeliver,
}: DeliveriesTableProps) {
  const [expandedIds, setExpandedIds] = useState<ReadonlySet<string>>(new Set());

  function toggle(id: string) {
    setExpandedIds((ids) => {
      const next = new Set(ids);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }

  return (
    <Table label={webhooksTexts.deliveriesTable} aria-busy={isStale || undefined}>
      <ColumnHeaders labels={COLUMN_LABELS} />
      <TableBody>
        {deliveries.map((delivery) => (
          <DeliveryRows
            key={delivery.id}
            delivery={delivery}
            isExpanded={expandedIds.has(delivery.id)}
            onToggle={() => toggle(delivery.id)}
            isRedelivering={redeliveringId === delivery.id}
            onRedeliver={() => onRedeliver(delivery)}
          />
        ))}
      </TableBody>
    </Table>
  );
}

import type { WebhookDeliveryStatus } from "@events/contract";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { webhooksTexts } from "../messages";

const STATUS_LOOKS: Record<WebhookDeliveryStatus, { tone: BadgeTone; icon: typeof Clock }> = {
  pending: { tone: "yellow", icon: Clock },
  succeeded: { tone: "green", icon: CircleCheck },
  failed: { tone: "red", icon: CircleX },
};

/** A delivery's status in words, with a colour and an icon beside them (never the colour alone). */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { tone, icon: Icon } = STATUS_LOOKS[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="mr-1 size-3.5" />
      {webhooksTexts.statusLabels[status]}
    </Badge>
  );
}

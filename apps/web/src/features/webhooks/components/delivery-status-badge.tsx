import type { WebhookDeliveryStatus } from "@events/contract";
import { CircleCheck, CircleX, Clock } from "lucide-react";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import type { MessageId } from "@/i18n/message-id";
import { useTexts } from "@/i18n/use-texts";

const STATUS_LOOKS: Record<
  WebhookDeliveryStatus,
  { tone: BadgeTone; icon: typeof Clock; text: MessageId }
> = {
  pending: { tone: "yellow", icon: Clock, text: "webhooks.status.pending" },
  succeeded: { tone: "green", icon: CircleCheck, text: "webhooks.status.succeeded" },
  failed: { tone: "red", icon: CircleX, text: "webhooks.status.failed" },
};

/** A delivery's status in words, with a colour and an icon beside them (never the colour alone). */
export function DeliveryStatusBadge({ status }: { status: WebhookDeliveryStatus }) {
  const { t } = useTexts();
  const { tone, icon: Icon, text } = STATUS_LOOKS[status];
  return (
    <Badge tone={tone}>
      <Icon aria-hidden="true" className="me-1 size-3.5" />
      {t(text)}
    </Badge>
  );
}

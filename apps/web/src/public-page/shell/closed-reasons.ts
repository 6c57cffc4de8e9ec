import type { ClosedReason } from "@events/contract";
import type { MessageId } from "@/i18n/message-id";

/** Why the form takes nobody, in the page's language (the contract's CLOSED_REASON_TEXT). */
export const CLOSED_REASON_TEXT_ID: Record<ClosedReason, MessageId> = {
  not_open_yet: "public.closedReason.not_open_yet",
  closed: "public.closedReason.closed",
  full: "public.closedReason.full",
  event_cancelled: "public.closedReason.event_cancelled",
};

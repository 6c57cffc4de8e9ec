import type { MessageSummary } from "@events/contract";
import { t } from "@/i18n/i18n";
import { useTexts } from "@/i18n/use-texts";
import { formatEventDate } from "@/lib/format-date";
import { describeSegment } from "../utils/describe-segment";
import { DeliveryProgress } from "./delivery-progress";

/** Who sent a message and when: 'Eve Adams · 5th of Mar 2025, 3:30 PM'. */
export function describeSender(message: Pick<MessageSummary, "created_by_name" | "created_date">) {
  return t("messages.summary.sentBy", {
    name: message.created_by_name ?? t("messages.summary.unknownSender"),
    date: formatEventDate(message.created_date),
  });
}

/** One sent message in the card's list; its subject opens its details. */
export function MessageSummaryItem({
  message,
  onOpen,
}: {
  message: MessageSummary;
  onOpen: (message: MessageSummary) => void;
}) {
  const { t } = useTexts();
  return (
    <article aria-label={message.subject} className="flex flex-col gap-2 py-4">
      <div className="flex min-w-0 flex-col gap-0.5">
        <button
          type="button"
          aria-label={t("messages.summary.viewDetails", { subject: message.subject })}
          onClick={() => onOpen(message)}
          className="self-start text-start font-medium break-words text-blue-700 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
        >
          {message.subject}
        </button>
        <p className="text-sm text-slate-600">{describeSender(message)}</p>
        <p className="text-sm text-slate-600">{describeSegment(message.segment)}</p>
      </div>
      <DeliveryProgress {...message} />
    </article>
  );
}
